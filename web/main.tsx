import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers, themeStylesServed } from './app/providers';
import { AppRoutes } from './app/router';
import { HYDRATION_ERROR } from './lib/hydration-error';
import { registerServiceWorker } from './lib/push';
import { restoreSession } from './lib/session';
import { startTimeZoneSync } from './lib/viewer-time';

// The browser's time zone goes to the server once a session user is there (login or restore).
startTimeZoneSync();
void restoreSession();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// A server-rendered page carries the data it was rendered with (web/ssr/entry-server.tsx).
const stateElement = document.getElementById('ssr-state');
const serverState = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as DehydratedState)
  : null;
if (serverState) hydrate(queryClient, serverState);

const app = (
  <StrictMode>
    <Providers queryClient={queryClient} themeStylesServed={themeStylesServed()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A public page arrives rendered by the server and is hydrated; the areas start from the empty shell.
if (serverState && root.firstElementChild) {
  // A task of its own: with the modules' evaluation it would be one long task the visitor feels.
  setTimeout(() =>
    hydrateRoot(root, app, {
      // React recovers from markup the browser's render does not match by rendering that part afresh,
      // which the visitor sees as a flash and lost input: said on the console, where the browser tests
      // fail on it (e2e/fixtures.ts).
      onRecoverableError: (error, info) => console.error(HYDRATION_ERROR, error, info.componentStack ?? ''),
    }),
  );
} else createRoot(root).render(app);

// The service worker (web/public/sw.js) shows push notifications; it registers after the page has loaded.
registerServiceWorker();

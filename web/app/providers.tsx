import './public-styles';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { withFullStyles } from '@web/lib/lazy-styles';
import { useToastsWanted } from '@web/lib/notify';
import { lazy, type ReactNode, Suspense } from 'react';
import toastClasses from './toasts.module.css';

const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 of blue keeps white button text above the WCAG AA contrast ratio.
  primaryShade: 8,
  defaultRadius: 'md',
  // Users who ask the system for less motion get no modal/drawer animations.
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif',
  components: {
    // Alert titles in dark text: Mantine's light variant colours the title with the alert colour, which is
    // below the WCAG AA contrast ratio on its tinted background for green, yellow and red.
    Alert: { styles: { title: { color: 'var(--mantine-color-black)' } } },
    // Toasts: a named close button, and body text darker than Mantine's grey (AA contrast).
    // A plain object, not Notification.extend: the toasts' code stays out of the pages' first script.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Értesítés bezárása' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
  },
});

// Mantine's "dimmed" grey (used for input descriptions) and its error red (field errors, invalid input
// text) are below 4.5:1 on white; a darker grey and red pass AA.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** One per browser tab, and one per server render (a render must never see another visitor's data). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already shows the error toast; one retry is enough for reads.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/**
 * The theme's CSS variables and Mantine's global classes as <style> elements. The server writes them
 * into each rendered page once, beside #root, so the browser does not compute them again while it
 * hydrates (`themeStylesServed`); a page without them (the areas' shell) renders its own.
 */
export function ThemeStyles() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>
  );
}

/** Whether this document came with the server's ThemeStyles. */
export const themeStylesServed = () =>
  document.querySelector('body > style[data-mantine-styles="true"]') !== null;

export function Providers({
  children,
  queryClient,
  themeStylesServed = false,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  themeStylesServed?: boolean;
}) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={!themeStylesServed}
      withGlobalClasses={!themeStylesServed}
    >
      <QueryClientProvider client={queryClient}>
        <Toasts />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

// The toast container (and its transitions) loads with the first toast (web/lib/notify.ts); the toast
// waits in the notifications store and appears once the container is there.
const Notifications = lazy(
  withFullStyles(() =>
    import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
  ),
);

function Toasts() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} className={toastClasses.container} />
    </Suspense>
  );
}

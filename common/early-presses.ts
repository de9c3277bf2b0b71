/**
 * A press on a server-rendered page's button before the page is hydrated would be lost: React listens
 * from hydration on, and the page's scripts are asked for only after its first paint. The page's inline
 * script loader (server/modules/pages/server-rendering.ts) holds such presses in `window[EARLY_PRESSES]`,
 * and the app presses those buttons again, in order, once the page is hydrated
 * (web/app/layouts/main-layout.tsx). A form's submit button is left alone: the form works without
 * scripts (the browser submits it), and links are links.
 */
export const EARLY_PRESSES = '__earlyPresses';

declare global {
  interface Window {
    [EARLY_PRESSES]?: HTMLButtonElement[];
  }
}

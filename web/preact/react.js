// What the app's packages import as `react` (the alias in vite.config.ts): Preact's compatibility layer,
// plus what it lacks of React 19.2 and Mantine 9 uses. Plain JavaScript: compat's types are `export =`.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity>, which Mantine uses for content kept mounted while hidden (Collapse, Tabs,
 * Transition with keepMounted). Preact has none: hidden content is not rendered, so it starts afresh
 * when shown again instead of keeping its state.
 */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : children;
}

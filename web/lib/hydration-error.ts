/** How web/main.tsx starts the console line of a hydration React had to recover from (e2e/fixtures.ts). */
export const HYDRATION_ERROR = 'Hydration mismatch:';

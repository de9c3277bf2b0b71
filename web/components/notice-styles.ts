/**
 * Alert titles in dark text: Mantine's light variant colours the title with the alert colour, which is
 * below the WCAG AA contrast ratio on its tinted background for green, yellow and red.
 */
export const NOTICE_STYLES = { title: { color: 'var(--mantine-color-black)' } };

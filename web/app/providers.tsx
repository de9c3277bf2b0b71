import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/hu';
import { type CSSVariablesResolver, createTheme, MantineProvider, Notification } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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
    // Toasts: a named close button, and body text darker than Mantine's grey (AA contrast).
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Értesítés bezárása' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    }),
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

const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already shows the error toast; one retry is enough for reads.
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: 'hu', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" zIndex={1000} />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

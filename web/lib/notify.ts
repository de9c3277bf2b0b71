import { create } from 'zustand';

type Toasts = typeof import('@mantine/notifications').notifications;

// The toasts' code, their container and Mantine's whole stylesheet are not part of a page's first
// load: they come the first time a toast is shown. Mounting the container (and parsing that sheet) on
// every public page cost a long task right when the page became interactive (bench/README.md, issue 16).
const useToastsStore = create(() => ({ wanted: false }));

/** Whether a toast has been shown yet (the app's toast container mounts from then on). */
export const useToastsWanted = () => useToastsStore((state) => state.wanted);

/** Runs `use` with the toasts' API once it has loaded; the container mounts and shows what is queued. */
export function withToasts(use: (toasts: Toasts) => void) {
  useToastsStore.setState({ wanted: true });
  void import('@mantine/notifications').then((module) => use(module.notifications));
}

/** The red, green and blue toasts of SPEC.md §8. */
export function notifyError(message: string) {
  withToasts((n) => n.show({ color: 'red', title: 'Hiba', message, autoClose: 6000 }));
}

export function notifySuccess(message: string, autoClose = 4000) {
  withToasts((n) => n.show({ color: 'green', title: 'Siker', message, autoClose }));
}

export function notifyInfo(message: string, autoClose = 5000) {
  withToasts((n) => n.show({ color: 'blue', title: 'Információ', message, autoClose }));
}

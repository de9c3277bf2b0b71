// The toasts' code is not part of a page's first script: it loads the first time a toast is shown.
const toasts = () => import('@mantine/notifications').then((module) => module.notifications);

/** The red, green and blue toasts of SPEC.md §8. */
export function notifyError(message: string) {
  void toasts().then((n) => n.show({ color: 'red', title: 'Hiba', message, autoClose: 6000 }));
}

export function notifySuccess(message: string, autoClose = 4000) {
  void toasts().then((n) => n.show({ color: 'green', title: 'Siker', message, autoClose }));
}

export function notifyInfo(message: string, autoClose = 5000) {
  void toasts().then((n) => n.show({ color: 'blue', title: 'Információ', message, autoClose }));
}

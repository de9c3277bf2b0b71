import { notifications } from '@mantine/notifications';

/** The red, green and blue toasts of SPEC.md §8. */
export function notifyError(message: string) {
  notifications.show({ color: 'red', title: 'Hiba', message, autoClose: 6000 });
}

export function notifySuccess(message: string, autoClose = 4000) {
  notifications.show({ color: 'green', title: 'Siker', message, autoClose });
}

export function notifyInfo(message: string, autoClose = 5000) {
  notifications.show({ color: 'blue', title: 'Információ', message, autoClose });
}

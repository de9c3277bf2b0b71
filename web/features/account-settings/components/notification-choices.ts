import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationChoices,
  type NotificationChoicesBody,
} from '@common/api/notifications';

export const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'E-mail', push: 'Push' };

/** The accessible name of one switch, e.g. "Új foglalás – e-mail". */
export const switchLabel = (event: keyof NotificationChoices, channel: NotificationChannel) =>
  `${NOTIFICATION_EVENT_LABELS[event]} – ${CHANNEL_LABELS[channel].toLowerCase()}`;

/** The choices that differ from the saved ones (the PUT body: any subset). */
export function changedChoices(
  saved: NotificationChoices,
  draft: NotificationChoices,
): NotificationChoicesBody {
  const body: NotificationChoicesBody = {};
  for (const event of NOTIFICATION_EVENTS) {
    const changed: Partial<Record<NotificationChannel, boolean>> = {};
    for (const channel of NOTIFICATION_CHANNELS) {
      if (draft[event][channel] !== saved[event][channel]) changed[channel] = draft[event][channel];
    }
    if (Object.keys(changed).length > 0) body[event] = changed;
  }
  return body;
}

import { z } from 'zod';
import { endpoint } from '../contract';
import { dataAnswer, okAnswer } from './answers';

/**
 * Notification choices and Web Push (issue 18). Each event can be switched on or off per channel;
 * security mails (codes, password changes) are not events here and always go out.
 */
export const NOTIFICATION_EVENTS = [
  'booking_new',
  'booking_cancelled',
  'time_change_requested',
  'time_change_decided',
  'chat_message',
  'reminder',
  'subscription_expiring',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  booking_new: 'Új foglalás',
  booking_cancelled: 'Lemondott időpont',
  time_change_requested: 'Időpont-módosítási kérés',
  time_change_decided: 'Döntés az időpont-módosításról',
  chat_message: 'Új üzenet',
  reminder: 'Emlékeztető a tanácsadás előtt',
  subscription_expiring: 'Lejáró előfizetés',
};

/** Everything on by default; unread chat messages still come in one mail at most every hour. */
export const DEFAULT_NOTIFICATION_CHOICE = { email: true, push: true } as const;

const choice = z.object({ email: z.boolean(), push: z.boolean() });
export const notificationChoicesSchema = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, choice])) as Record<
    NotificationEvent,
    typeof choice
  >,
);
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>;

/** PUT body: any subset of events, each with any subset of channels. */
export const notificationChoicesBody = z
  .object(
    Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, choice.partial().optional()])) as Record<
      NotificationEvent,
      z.ZodOptional<ReturnType<typeof choice.partial>>
    >,
  )
  .strict();
export type NotificationChoicesBody = z.infer<typeof notificationChoicesBody>;

/** A browser's PushSubscription.toJSON() as the web sends it. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .url('Érvénytelen push végpont')
    .max(2000)
    .refine((url) => url.startsWith('https://') || url.startsWith('http://'), 'Érvénytelen push végpont'),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(2000) });

/** What a push message carries; the service worker shows it and opens `url` on a click. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the web app, e.g. /tanacsadoi-fiok/tanacsadasok. */
  url: z.string(),
  /** Notifications with the same tag replace each other (e.g. one per conversation). */
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

const tags = ['ertesitesek'];
const choicesAnswer = dataAnswer(notificationChoicesSchema);

/** Notification choices and Web Push subscriptions of the signed-in user (issue 18). */
export const notificationsApi = {
  preferences: endpoint({
    method: 'GET',
    path: '/api/notifications/preferences',
    tags,
    summary: 'Értesítési beállítások',
    responses: { 200: choicesAnswer },
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/notifications/preferences',
    tags,
    summary: 'Értesítési beállítások mentése (eseményenként e-mail és push)',
    body: notificationChoicesBody,
    responses: { 200: choicesAnswer },
  }),
  pushPublicKey: endpoint({
    method: 'GET',
    path: '/api/push/public-key',
    tags,
    summary: 'A push-értesítések nyilvános VAPID kulcsa',
    responses: { 200: dataAnswer(z.object({ publicKey: z.string() })) },
  }),
  /** One user keeps at most a few devices: the oldest beyond them are dropped. */
  subscribePush: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    tags,
    summary: 'Push-értesítések bekapcsolása ezen az eszközön',
    body: pushSubscriptionBody,
    responses: { 201: okAnswer },
  }),
  unsubscribePush: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    tags,
    summary: 'Push-értesítések kikapcsolása ezen az eszközön',
    body: pushUnsubscribeBody,
    responses: { 200: okAnswer },
  }),
};

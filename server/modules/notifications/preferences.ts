import {
  DEFAULT_NOTIFICATION_CHOICE,
  NOTIFICATION_EVENTS,
  type NotificationChoices,
  type NotificationChoicesBody,
  type NotificationEvent,
  type PushPayload,
} from '@common/api/notifications';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import { notificationPreferences, outbox } from '../../db/schema';

type StoredChoices = (typeof notificationPreferences.$inferSelect)['choices'];

/** Every event with both channels, the stored choices over the defaults. */
export function resolveChoices(stored: StoredChoices | undefined): NotificationChoices {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [event, { ...DEFAULT_NOTIFICATION_CHOICE, ...stored?.[event] }]),
  ) as NotificationChoices;
}

export async function loadChoices(db: Database, userId: string): Promise<NotificationChoices> {
  const [row] = await db
    .select({ choices: notificationPreferences.choices })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return resolveChoices(row?.choices);
}

/** Merges a partial change into the stored choices (one upsert; the jsonb merge keeps other events). */
export async function saveChoices(db: Database, userId: string, change: NotificationChoicesBody) {
  const current = await loadChoices(db, userId);
  const next: StoredChoices = {};
  for (const event of NOTIFICATION_EVENTS) next[event] = { ...current[event], ...change[event] };
  await db
    .insert(notificationPreferences)
    .values({ userId, choices: next })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { choices: next } });
  return resolveChoices(next);
}

export interface Recipient {
  email: boolean;
  push: boolean;
  /** Their browser's time zone (users.time_zone), for local times beside Budapest's in the text. */
  timeZone: string | null;
}

/**
 * The channels that carry `event` to each user: their choice, and push only if they have a push
 * subscription at all; with their time zone (one query for all of them, in the caller's transaction).
 */
export async function channelsFor(
  tx: Database,
  userIds: string[],
  event: NotificationEvent,
): Promise<Map<string, Recipient>> {
  const result = new Map<string, Recipient>();
  if (userIds.length === 0) return result;
  const rows = await queryRows<{
    id: string;
    choices: StoredChoices | string | null;
    subscribed: boolean;
    time_zone: string | null;
  }>(
    tx,
    sql`select u.id, p.choices, u.time_zone,
          exists (select 1 from push_subscriptions s where s.user_id = u.id) as subscribed
        from users u
        left join notification_preferences p on p.user_id = u.id
        where u.id = any(${sql.param(userIds)}::uuid[])`,
  );
  for (const row of rows) {
    const stored = typeof row.choices === 'string' ? JSON.parse(row.choices) : (row.choices ?? undefined);
    const choice = resolveChoices(stored)[event];
    result.set(row.id, {
      email: choice.email,
      push: choice.push && row.subscribed,
      timeZone: row.time_zone,
    });
  }
  return result;
}

/** A push message to all of a user's devices, written in the caller's transaction (sent by the outbox). */
export async function enqueuePush(tx: Database, userId: string, payload: PushPayload) {
  await tx.insert(outbox).values({ kind: 'push', payload: { userId, payload } });
}

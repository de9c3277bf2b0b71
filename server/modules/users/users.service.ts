import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisers, askers, users } from '../../db/schema';
import type { UserView } from './users.presenter';

/** A user with their adviser or asker row, as the presenter needs it. */
export async function loadUserView(db: Database, userId: string): Promise<UserView | null> {
  const [row] = await db
    .select({ user: users, adviser: advisers, asker: askers })
    .from(users)
    .leftJoin(advisers, eq(advisers.userId, users.id))
    .leftJoin(askers, eq(askers.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The signed-in user's view: their session stands for a user row, so a missing one is a bug (500). */
export async function loadSignedInUserView(db: Database, userId: string): Promise<UserView> {
  const view = await loadUserView(db, userId);
  if (!view) throw new Error('the signed-in user vanished');
  return view;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

/** Keeps the browser's IANA time zone of a user (null: Budapest time only), for the mails' local times. */
export async function setUserTimeZone(db: Database, userId: string, timeZone: string | null) {
  await db.update(users).set({ timeZone }).where(eq(users.id, userId));
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import {
  advisers,
  adviserTopics,
  appointments,
  askers,
  auditLog,
  consultationTypes,
  payoutAccounts,
  users,
} from '../db/schema';
import { type Clock, DAY_MS, systemClock } from '../lib/clock';
import { newToken } from '../lib/tokens';
import { createSession } from '../modules/auth/sessions';
import { refreshNextFreeSlots } from '../modules/schedule/next-free-slot';

export const COMPLETE_BILLING = {
  companyName: 'Teszt Kft.',
  country: 'Magyarország',
  city: 'Budapest',
  zipCode: '1051',
  address: 'Fő utca 1.',
  vatNumber: '12345678-1-42',
  bankAccountNumber: '11773016-12345678-00000000',
};

/** The password of the accounts the auth tests register. */
export const PASSWORD = 'Hosszu-Jelszo-2026';

let emailSerial = 0;
/** An e-mail address no other account of the run has. */
export function uniqueEmail(prefix = 'felhasznalo') {
  emailSerial += 1;
  return `${prefix}.${Date.now()}.${emailSerial}@pelda.hu`;
}

// Fixtures date things by the clock of the app under test (createTestApp sets it), so a test that pins
// its clock sees sessions and expiry dates relative to that time, whatever day the suite runs on.
let fixtureClock: Clock = systemClock;
export function setFixtureClock(clock: Clock) {
  fixtureClock = clock;
}
const now = () => fixtureClock.now();

/** A verified user with a live session; the token goes in `Authorization: Bearer`. */
export async function createUser(
  db: Database,
  options: { role: 'admin' | 'tanacsado' | 'kerdezo'; name?: string; email?: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `${options.role}.${randomUUID()}@pelda.hu`,
      name: options.name ?? 'Teszt Felhasználó',
      role: options.role,
      passwordHash: 'nem-hasznalt',
      emailVerifiedAt: now(),
    })
    .returning();
  if (!user) throw new Error('no user');
  const token = await createSession(db, now(), user.id);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createType(db: Database, name: string, color = '#1864ab') {
  const [type] = await db.insert(consultationTypes).values({ name, color, durationMinutes: 60 }).returning();
  if (!type) throw new Error('no type');
  return type;
}

export interface AdviserOptions {
  name?: string;
  description?: string;
  active?: boolean;
  /** Days from now; negative = expired; null = no date. */
  expiresInDays?: number | null;
  topicIds?: string[];
  billing?: boolean;
  createdAt?: Date;
  rating?: { averageX100: number; count: number };
}

/** An adviser with a session, visible (active, expiring in a year) unless told otherwise. */
export async function createAdviser(db: Database, options: AdviserOptions = {}) {
  const account = await createUser(db, { role: 'tanacsado', name: options.name ?? 'Teszt Tanácsadó' });
  const expiresInDays = options.expiresInDays === undefined ? 365 : options.expiresInDays;
  const [adviser] = await db
    .insert(advisers)
    .values({
      userId: account.user.id,
      active: options.active ?? true,
      expirationDate: expiresInDays === null ? null : new Date(now().getTime() + expiresInDays * DAY_MS),
      description: options.description ?? '',
      ...(options.billing ? COMPLETE_BILLING : {}),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      ...(options.rating
        ? { ratingAverageX100: options.rating.averageX100, reviewCount: options.rating.count }
        : {}),
    })
    .returning();
  if (!adviser) throw new Error('no adviser');
  if (options.topicIds?.length) {
    await db
      .insert(adviserTopics)
      .values(options.topicIds.map((typeId) => ({ adviserId: adviser.id, typeId })));
  }
  await refreshNextFreeSlots(db, now(), { adviserIds: [adviser.id] });
  return { ...account, adviser };
}

/**
 * A visible adviser offering the types, working Mondays 09:00–12:00 with no minimum notice (the week the
 * booking tests book in). The schedule is set after creation, as an adviser's own save does.
 */
export async function createMondayAdviser(db: Database, typeIds: string[]) {
  const account = await createAdviser(db, { topicIds: typeIds });
  await db
    .update(advisers)
    .set({ workSchedule: [{ day: 1, start: '09:00', end: '12:00' }], minNoticeHours: 0 })
    .where(eq(advisers.id, account.adviser.id));
  return account;
}

export async function createAsker(
  db: Database,
  options: { name?: string; expiresInDays?: number | null } = {},
) {
  const account = await createUser(db, { role: 'kerdezo', name: options.name ?? 'Teszt Kérdező' });
  const days = options.expiresInDays ?? null;
  const [asker] = await db
    .insert(askers)
    .values({
      userId: account.user.id,
      subscriptionStatus: days !== null && days > 0 ? 'active' : 'expired',
      expirationDate: days === null ? null : new Date(now().getTime() + days * DAY_MS),
    })
    .returning();
  if (!asker) throw new Error('no asker');
  return { ...account, asker };
}

export async function userExists(db: Database, id: string) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
}

/**
 * The adviser's offer of the type priced at `priceHuf`, paid into a payout account of `provider` (ready to
 * take payments unless `ready` is false). Returns the account's reference.
 */
export async function priceOffer(
  db: Database,
  adviserId: string,
  typeId: string,
  priceHuf: number,
  options: { provider?: 'demo' | 'stripe'; accountRef?: string; ready?: boolean } = {},
) {
  await db
    .update(adviserTopics)
    .set({ priceHuf })
    .where(and(eq(adviserTopics.adviserId, adviserId), eq(adviserTopics.typeId, typeId)));
  const accountRef = options.accountRef ?? `acct_${adviserId.slice(0, 8)}`;
  await db.insert(payoutAccounts).values({
    adviserId,
    provider: options.provider ?? 'demo',
    accountRef,
    chargesEnabled: options.ready ?? true,
    payoutsEnabled: options.ready ?? true,
    detailsSubmitted: true,
  });
  return accountRef;
}

/** A multipart body as a browser would send it, for app.inject. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** An appointment straight in the table (no slot rules), e.g. a confirmed one starting now. */
export async function createAppointment(
  db: Database,
  options: {
    adviserId: string;
    clientId: string;
    typeId: string;
    start: Date;
    minutes?: number;
    status?: (typeof appointments.$inferInsert)['status'];
    /** When it was booked (the database's now unless given, e.g. the test clock's now). */
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(appointments)
    .values({
      adviserId: options.adviserId,
      clientId: options.clientId,
      typeId: options.typeId,
      startTime: options.start,
      endTime: new Date(options.start.getTime() + (options.minutes ?? 60) * 60_000),
      status: options.status ?? 'confirmed',
      roomId: newToken(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('no appointment');
  return row;
}

/** Who an appointment is between, and of which type. */
export interface AppointmentParties {
  adviser: { adviser: { id: string } };
  asker: { user: { id: string } };
  type: { id: string };
}

/** An appointment of the adviser with the asker, of the type, starting at `start` (confirmed unless said). */
export function createAppointmentBetween(
  db: Database,
  parties: AppointmentParties,
  start: Date,
  rest: Pick<Parameters<typeof createAppointment>[1], 'minutes' | 'status' | 'createdAt'> = {},
) {
  return createAppointment(db, {
    adviserId: parties.adviser.adviser.id,
    clientId: parties.asker.user.id,
    typeId: parties.type.id,
    start,
    ...rest,
  });
}

/**
 * A new adviser and a new asker (subscribed for 30 days) with an appointment between them: confirmed
 * unless `status` says otherwise.
 */
export async function createBooking(
  db: Database,
  options: Omit<Parameters<typeof createAppointment>[1], 'adviserId' | 'clientId'>,
) {
  const adviser = await createAdviser(db);
  const asker = await createAsker(db, { expiresInDays: 30 });
  const appointment = await createAppointment(db, {
    adviserId: adviser.adviser.id,
    clientId: asker.user.id,
    ...options,
  });
  return { adviser, asker, appointment };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** The audit log rows of one entity, oldest first. */
export function auditLogOf(db: Database, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
}

/** The asker opens a conversation with the adviser through the API; the answer. */
export function startConversation(
  t: { request(options: InjectOptions): Promise<LightMyRequestResponse> },
  asker: TestUser,
  adviser: TestUser,
) {
  return t.request({
    method: 'POST',
    url: '/api/conversations',
    headers: asker.auth,
    payload: { participantId: adviser.user.id },
  });
}

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAdviser, createAsker, createType } from '../test/fixtures';
import { migratedTestDatabaseForSuite } from '../test/test-app';
import { isExclusionViolation } from './errors';
import { appointments } from './schema';

describe('the no-overlap guarantee of appointments', () => {
  const database = migratedTestDatabaseForSuite();

  it('refuses a second live appointment that overlaps, but not a cancelled one or an adjacent one', async () => {
    const db = database.db;
    const { adviser } = await createAdviser(db);
    const asker = await createAsker(db);
    const type = await createType(db, `Típus ${randomUUID()}`);
    const book = (start: string, end: string, status: 'pending' | 'cancelled_by_client' = 'pending') =>
      db.insert(appointments).values({
        adviserId: adviser.id,
        clientId: asker.user.id,
        typeId: type.id,
        startTime: new Date(start),
        endTime: new Date(end),
        status,
        roomId: randomUUID(),
      });
    await book('2026-12-01T09:00:00Z', '2026-12-01T10:00:00Z');
    for (const [start, end] of [
      ['2026-12-01T09:30:00Z', '2026-12-01T10:30:00Z'],
      ['2026-12-01T08:00:00Z', '2026-12-01T09:00:01Z'],
    ] as const) {
      const error = await book(start, end).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isExclusionViolation(error), `${start}–${end}`).toBe(true);
    }
    // Adjacent (ranges are half-open) and cancelled ones do not collide.
    await book('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z');
    await book('2026-12-01T09:15:00Z', '2026-12-01T09:45:00Z', 'cancelled_by_client');
    // Another adviser's time is their own.
    const other = await createAdviser(db);
    await db.insert(appointments).values({
      adviserId: other.adviser.id,
      clientId: asker.user.id,
      typeId: type.id,
      startTime: new Date('2026-12-01T09:00:00Z'),
      endTime: new Date('2026-12-01T10:00:00Z'),
      roomId: randomUUID(),
    });
  });
});

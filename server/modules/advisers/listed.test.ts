import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, users } from '../../db/schema';
import { createAdviser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hasPublicImages } from '../media/media-urls';
import { loadAdviserRecords } from './advisers.service';
import { isListed, listedAdviser } from './listed';

/**
 * "Listed adviser" is one rule: every combination of active, expiry and a disabled account gives the
 * same answer from the SQL condition, from the rule applied to a loaded adviser, from the media URLs
 * and from the in-memory search index.
 */
describe('the one definition of a listed adviser', () => {
  let t: TestApp;
  const cases: { id: string; userId: string; expected: boolean; label: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ searchIndex: true });
    for (const active of [true, false]) {
      for (const expiresInDays of [null, 30, -1]) {
        for (const disabled of [false, true]) {
          const label = `active=${active} expires=${expiresInDays} disabled=${disabled}`;
          const made = await createAdviser(t.app.db, { name: label, active, expiresInDays });
          if (disabled)
            await t.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, made.user.id));
          const expected = active && expiresInDays !== -1 && !disabled;
          cases.push({ id: made.adviser.id, userId: made.user.id, expected, label });
        }
      }
    }
    t.app.discovery.invalidate();
    await t.app.discovery.index?.ready();
  });

  afterAll(() => t.close());

  const ids = () => cases.map((c) => c.id);
  const expectedIds = () =>
    cases
      .filter((c) => c.expected)
      .map((c) => c.id)
      .sort();

  it('the SQL condition lists exactly the active, unexpired advisers of enabled accounts', async () => {
    const rows = await t.app.db
      .select({ id: advisers.id })
      .from(advisers)
      .where(listedAdviser(new Date()))
      .then((found) => found.filter((row) => ids().includes(row.id)));
    expect(rows.map((row) => row.id).sort()).toEqual(expectedIds());
  });

  it('a loaded adviser is listed by the same rule', async () => {
    const records = await loadAdviserRecords(t.app.db, ids());
    const now = new Date();
    expect(
      records
        .filter((record) => isListed(record, now))
        .map((r) => r.adviser.id)
        .sort(),
    ).toEqual(expectedIds());
  });

  it('only a listed adviser has public images', async () => {
    for (const c of cases) {
      expect(await hasPublicImages(t.app.db, c.userId, new Date()), c.label).toBe(c.expected);
    }
  });

  it('the in-memory search index lists the same advisers', async () => {
    const answer = t.app.discovery.index?.search({
      text: null,
      now: Date.now(),
      sortBy: undefined,
      sortOrder: undefined,
      offset: 0,
      limit: 100,
    });
    expect(answer, 'the index is current').toBeTruthy();
    const listed = (answer?.ids ?? []).filter((id) => ids().includes(id));
    expect(listed.sort()).toEqual(expectedIds());
  });
});

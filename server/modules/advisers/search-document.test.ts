import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisers, adviserTopics, consultationTypes, users } from '../../db/schema';
import { createAdviser, createType } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The search document is kept by the database (migration 0029): any writer that changes an adviser's
 * name, description or topics, or a topic's name, is found by the new words at once — no call to
 * remember. The writes here are plain updates, as any future service would make them.
 */
describe('the search document follows every change', () => {
  let t: TestApp;
  let adviser: Awaited<ReturnType<typeof createAdviser>>;
  let typeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    typeId = (await createType(t.app.db, 'Kertépítés')).id;
    adviser = await createAdviser(t.app.db, { name: 'Kovács Ilona', description: 'Balkonok és teraszok' });
  });

  afterAll(() => t.close());

  const found = async (text: string) => {
    t.app.discovery.invalidate();
    const res = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/search?search=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as { id: string }[]).some((row) => row.id === adviser.adviser.id);
  };

  it('a new adviser is found by name and description', async () => {
    expect(await found('Ilona')).toBe(true);
    expect(await found('teraszok')).toBe(true);
  });

  it('a changed name or description replaces the old words', async () => {
    await t.app.db.update(users).set({ name: 'Szabó Piroska' }).where(eq(users.id, adviser.user.id));
    await t.app.db
      .update(advisers)
      .set({ description: 'Gyógynövények' })
      .where(eq(advisers.id, adviser.adviser.id));
    expect(await found('Piroska')).toBe(true);
    expect(await found('Ilona')).toBe(false);
    expect(await found('gyógynövények')).toBe(true);
    expect(await found('teraszok')).toBe(false);
  });

  it('a topic added, renamed or removed changes what finds the adviser', async () => {
    await t.app.db.insert(adviserTopics).values({ adviserId: adviser.adviser.id, typeId });
    expect(await found('kertépítés')).toBe(true);
    await t.app.db
      .update(consultationTypes)
      .set({ name: 'Tájtervezés' })
      .where(eq(consultationTypes.id, typeId));
    expect(await found('tájtervezés')).toBe(true);
    expect(await found('kertépítés')).toBe(false);
    await t.app.db
      .delete(adviserTopics)
      .where(and(eq(adviserTopics.adviserId, adviser.adviser.id), eq(adviserTopics.typeId, typeId)));
    expect(await found('tájtervezés')).toBe(false);
  });
});

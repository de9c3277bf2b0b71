import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adviserTopics, consultationTypes } from '../../db/schema';
import { createAdviser, createAppointmentBetween, createAsker, createType } from '../../test/fixtures';
import { adminTestAppForSuite } from '../../test/test-app';

const { t, admin, call, auditOf } = adminTestAppForSuite('2026-11-22T09:00:00Z', 'Típus Admin');

const publicNames = async () =>
  (await t.request({ method: 'GET', url: '/api/tipusok' })).json().data.map((x: { name: string }) => x.name);

describe('consultation types (admin)', () => {
  it('lets only admins write: guests 401, askers and advisers 403, nothing changes', async () => {
    const asker = await createAsker(t.app.db);
    const adviser = await createAdviser(t.app.db);
    const type = await createType(t.app.db, 'Védett típus');
    const body = { name: 'Betört', color: '#123456', durationMinutes: 30 };
    for (const [method, url] of [
      ['POST', '/api/tipusok'],
      ['PUT', `/api/tipusok/${type.id}`],
      ['DELETE', `/api/tipusok/${type.id}`],
      ['POST', `/api/tipusok/${type.id}/archive`],
      ['POST', `/api/tipusok/${type.id}/unarchive`],
      ['GET', '/api/admin/types'],
    ] as const) {
      expect((await t.request({ method, url, payload: body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, asker.auth)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, adviser.auth)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await t.app.db.select().from(consultationTypes).where(eq(consultationTypes.id, type.id));
    expect(row?.name).toBe('Védett típus');
  });

  it('creates, edits and audits a type; the public list shows it at once; names stay unique', async () => {
    expect(await publicNames()).not.toContain('Pénzügyi tervezés');
    const created = await call('POST', '/api/tipusok', {
      name: '  Pénzügyi tervezés ',
      color: '#2B8A3E',
      durationMinutes: 45,
    });
    expect(created.statusCode).toBe(201);
    const type = created.json().data;
    expect(type).toMatchObject({
      name: 'Pénzügyi tervezés',
      color: '#2b8a3e',
      durationMinutes: 45,
      archived: false,
      adviserCount: 0,
      appointmentCount: 0,
    });
    // Written under /api/tipusok: the discovery cache was cleared, so the public list has it.
    expect(await publicNames()).toContain('Pénzügyi tervezés');

    const bad = await call('POST', '/api/tipusok', { name: 'X', color: 'piros', durationMinutes: 2 });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.name', 'body.color', 'body.durationMinutes']));
    const dup = await call('POST', '/api/tipusok', {
      name: 'Pénzügyi tervezés',
      color: '#000000',
      durationMinutes: 30,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('TYPE_NAME_TAKEN');

    const edited = await call('PUT', `/api/tipusok/${type.id}`, {
      name: 'Pénzügyi tanácsadás',
      color: '#1864ab',
      durationMinutes: 60,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Pénzügyi tanácsadás', durationMinutes: 60 });
    expect(
      (
        await call('PUT', '/api/tipusok/00000000-0000-4000-8000-000000000000', {
          name: 'Nincs ilyen',
          color: '#1864ab',
          durationMinutes: 60,
        })
      ).statusCode,
    ).toBe(404);
    const entries = await auditOf(type.id);
    expect(entries.map((e) => e.action)).toEqual(['type.create', 'type.update']);
    expect(entries[1]).toMatchObject({
      actorUserId: admin.user.id,
      entityType: 'consultation_type',
      before: { name: 'Pénzügyi tervezés', durationMinutes: 45 },
      after: { name: 'Pénzügyi tanácsadás', durationMinutes: 60 },
    });
  });

  it('refuses to delete a type in use (409, archive instead); archiving hides it from the public list', async () => {
    const type = await createType(t.app.db, 'Használt típus');
    const adviser = await createAdviser(t.app.db, { topicIds: [type.id] });
    const asker = await createAsker(t.app.db);
    await createAppointmentBetween(t.app.db, { adviser, asker, type }, new Date('2026-11-30T09:00:00Z'));
    const refused = await call('DELETE', `/api/tipusok/${type.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TYPE_IN_USE' });
    expect(refused.json().error).toContain('Archiválja helyette');
    expect(refused.json().error).toContain('1 tanácsadó');

    const archived = await call('POST', `/api/tipusok/${type.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ archived: true, adviserCount: 1, appointmentCount: 1 });
    expect(await publicNames()).not.toContain('Használt típus');
    // Archived: no slots (and so no bookings) with it.
    const slots = await t.request({
      method: 'GET',
      url: `/api/tanacsadok/${adviser.adviser.id}/available-slots?from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z&typeId=${type.id}`,
    });
    expect(slots.statusCode).toBe(400);
    // Archiving twice changes nothing and logs nothing more.
    await call('POST', `/api/tipusok/${type.id}/archive`);
    const unarchived = await call('POST', `/api/tipusok/${type.id}/unarchive`);
    expect(unarchived.json().data.archived).toBe(false);
    expect(await publicNames()).toContain('Használt típus');
    expect((await auditOf(type.id)).map((e) => e.action)).toEqual(['type.archive', 'type.unarchive']);
    expect(await t.app.db.select().from(adviserTopics).where(eq(adviserTopics.typeId, type.id))).toHaveLength(
      1,
    );
  });

  it('deletes an unused type with an audit entry', async () => {
    const type = await createType(t.app.db, 'Felesleges típus');
    const res = await call('DELETE', `/api/tipusok/${type.id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.app.db.select().from(consultationTypes).where(eq(consultationTypes.id, type.id))).toEqual(
      [],
    );
    const [entry] = await auditOf(type.id);
    expect(entry).toMatchObject({ action: 'type.delete', before: { name: 'Felesleges típus' }, after: null });
    expect((await call('DELETE', `/api/tipusok/${type.id}`)).statusCode).toBe(404);
  });

  it('lists every type for admins with usage counts, filtered, searched, sorted and paged', async () => {
    const archived = await createType(t.app.db, 'Ősi archivált');
    await call('POST', `/api/tipusok/${archived.id}/archive`);
    const all = await call('GET', '/api/admin/types?limit=100');
    expect(all.statusCode).toBe(200);
    const names = all.json().data.map((x: { name: string }) => x.name);
    expect(names).toContain('Ősi archivált');
    // Accent-insensitive name order: "Ősi" sorts with O.
    expect(names.indexOf('Ősi archivált')).toBeLessThan(names.indexOf('Pénzügyi tanácsadás'));
    const onlyArchived = await call('GET', '/api/admin/types?status=archived&search=osi');
    expect(onlyArchived.json()).toMatchObject({
      totalCount: 1,
      data: [{ name: 'Ősi archivált', archived: true }],
    });
    const byUsage = await call('GET', '/api/admin/types?sortBy=usage&sortOrder=desc&limit=1');
    expect(byUsage.json()).toMatchObject({
      page: 1,
      data: [{ name: 'Használt típus', appointmentCount: 1 }],
    });
    expect(byUsage.json().totalPages).toBe(byUsage.json().totalCount);
    expect((await call('GET', '/api/admin/types?sortBy=jelszo')).statusCode).toBe(400);
  });
});

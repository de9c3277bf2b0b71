import { messages } from '@common/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advisers, auditLog, reviews } from '../../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { createAdviser, createAppointment, createAsker, createUser } from '../../test/fixtures';
import { appWithTypeForSuite } from '../../test/test-app';
import { publicReviewerName } from './reviews.presenter';

const { t, clock, type } = appWithTypeForSuite('2026-11-22T09:00:00Z', 'Pénzügyi tanácsadás');

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.request({ method, url, headers, ...(payload ? { payload } : {}) });

const slots = new Map<string, number>();

/**
 * A one-minute appointment of the pair that ended about `endedAgoMs` before now (completed unless told
 * otherwise). One adviser's appointments may not overlap: each next one ends two more minutes earlier.
 */
/** Posts a review as the asker and returns its id. */
const postedReview = async (asker: { auth: Record<string, string> }, body: object) =>
  (await call('POST', '/api/reviews', asker.auth, body)).json().data.id as string;

async function appointmentOf(
  adviserId: string,
  clientId: string,
  endedAgoMs = HOUR_MS,
  status: 'completed' | 'confirmed' | 'pending' | 'cancelled_by_client' = 'completed',
) {
  const slot = slots.get(adviserId) ?? 0;
  slots.set(adviserId, slot + 1);
  const end = clock.now().getTime() - endedAgoMs - slot * 2 * MINUTE_MS;
  const start = new Date(end - MINUTE_MS);
  return createAppointment(t.app.db, { adviserId, clientId, typeId: type.id, start, minutes: 1, status });
}

async function pair(options: { adviserName?: string; askerName?: string } = {}) {
  const adviser = await createAdviser(t.app.db, { name: options.adviserName ?? 'Értékelt Erika' });
  const asker = await createAsker(t.app.db, { name: options.askerName ?? 'Kovács János' });
  return { adviser, asker };
}

const ratingOf = async (adviserId: string) => {
  const [row] = await t.app.db
    .select({ x100: advisers.ratingAverageX100, count: advisers.reviewCount })
    .from(advisers)
    .where(eq(advisers.id, adviserId));
  return row;
};

describe('writing a review', () => {
  it('lets the client review a completed appointment once, and updates the rating everywhere', async () => {
    const tag = `rangsor${Date.now()}`;
    const { adviser, asker } = await pair();
    const rival = await createAdviser(t.app.db, {
      name: 'Rivális Rita',
      description: tag,
      rating: { averageX100: 450, count: 3 },
    });
    await t.app.db.update(advisers).set({ description: tag }).where(eq(advisers.id, adviser.adviser.id));
    t.app.discovery.invalidate();
    // These reads fill the caches: the review must show without waiting for them to expire.
    const before = await call('GET', `/api/tanacsadok/search?search=${tag}&sortBy=rating`);
    expect(before.json().data.map((a: { id: string }) => a.id)).toEqual([
      rival.adviser.id,
      adviser.adviser.id,
    ]);
    expect((await call('GET', `/api/tanacsadok/public/${adviser.adviser.id}`)).json().data.reviewCount).toBe(
      0,
    );

    const appointment = await appointmentOf(adviser.adviser.id, asker.user.id);
    const created = await call('POST', '/api/reviews', asker.auth, {
      appointmentId: appointment.id,
      rating: 5,
      text: '  Nagyon segítőkész volt.  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: messages.reviews.created,
      data: {
        rating: 5,
        text: 'Nagyon segítőkész volt.',
        adviser: { id: adviser.adviser.id, name: 'Értékelt Erika' },
        appointment: { id: appointment.id, consultationType: { name: 'Pénzügyi tanácsadás' } },
        hidden: false,
        editable: true,
        reply: null,
      },
    });
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 500, count: 1 });

    const second = await call('POST', '/api/reviews', asker.auth, {
      appointmentId: appointment.id,
      rating: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'REVIEW_EXISTS', error: messages.reviews.alreadyReviewed });
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 500, count: 1 });

    // Search by rating, the public profile and the recommended experts see it at once.
    const after = await call('GET', `/api/tanacsadok/search?search=${tag}&sortBy=rating`);
    expect(after.json().data.map((a: { id: string }) => a.id)).toEqual([
      adviser.adviser.id,
      rival.adviser.id,
    ]);
    expect(after.json().data[0]).toMatchObject({ rating: 5, reviewCount: 1 });
    const profile = await call('GET', `/api/tanacsadok/public/${adviser.adviser.id}`);
    expect(profile.json().data).toMatchObject({ rating: 5, reviewCount: 1 });
    const recommended = await call('GET', '/api/kerdezok/recommended-experts?limit=24');
    expect(recommended.json().data).toContainEqual(
      expect.objectContaining({ id: adviser.adviser.id, rating: 5, reviewCount: 1 }),
    );

    // The public list: first name and initial only, with the summary.
    const list = await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      page: 1,
      totalPages: 1,
      totalCount: 1,
      summary: {
        average: 5,
        count: 1,
        distribution: [
          { rating: 5, count: 1 },
          { rating: 4, count: 0 },
          { rating: 3, count: 0 },
          { rating: 2, count: 0 },
          { rating: 1, count: 0 },
        ],
      },
      data: [{ rating: 5, text: 'Nagyon segítőkész volt.', reviewerName: 'János K.', reply: null }],
    });
    expect(JSON.stringify(list.json())).not.toContain('Kovács');
  });

  it('averages several reviews (two decimals on the profile, x100 in the table)', async () => {
    const { adviser, asker } = await pair();
    for (const rating of [5, 4, 4]) {
      const appointment = await appointmentOf(adviser.adviser.id, asker.user.id);
      expect(
        (await call('POST', '/api/reviews', asker.auth, { appointmentId: appointment.id, rating }))
          .statusCode,
      ).toBe(201);
    }
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 433, count: 3 });
    const list = (await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews`)).json();
    expect(list.summary).toMatchObject({ average: 4.33, count: 3 });
    expect(list.summary.distribution[1]).toEqual({ rating: 4, count: 2 });
    const profile = (await call('GET', `/api/tanacsadok/public/${adviser.adviser.id}`)).json();
    expect(profile.data).toMatchObject({ rating: 4.33, reviewCount: 3 });
  });

  it('refuses appointments that are not completed, and nothing is stored', async () => {
    const { adviser, asker } = await pair();
    for (const status of ['pending', 'confirmed', 'cancelled_by_client'] as const) {
      const appointment = await appointmentOf(adviser.adviser.id, asker.user.id, HOUR_MS, status);
      const res = await call('POST', '/api/reviews', asker.auth, {
        appointmentId: appointment.id,
        rating: 4,
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'APPOINTMENT_NOT_COMPLETED',
        error: messages.reviews.notCompleted,
      });
    }
    expect(await t.app.db.select().from(reviews).where(eq(reviews.adviserId, adviser.adviser.id))).toEqual(
      [],
    );
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 0, count: 0 });
  });

  it('refuses strangers without revealing the appointment, and nothing changes', async () => {
    const { adviser, asker } = await pair();
    const appointment = await appointmentOf(adviser.adviser.id, asker.user.id);
    const stranger = await createAsker(t.app.db);
    const otherAdviser = await createAdviser(t.app.db);
    const admin = await createUser(t.app.db, { role: 'admin' });
    const body = { appointmentId: appointment.id, rating: 1 };

    const asStranger = await call('POST', '/api/reviews', stranger.auth, body);
    expect(asStranger.statusCode).toBe(404);
    const unknown = await call('POST', '/api/reviews', stranger.auth, {
      ...body,
      appointmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    // The same answer for someone else's appointment and for none at all.
    expect(asStranger.json()).toEqual(unknown.json());
    expect((await call('POST', '/api/reviews', adviser.auth, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/reviews', otherAdviser.auth, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/reviews', admin.auth, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/reviews', {}, body)).statusCode).toBe(401);
    expect(await t.app.db.select().from(reviews).where(eq(reviews.appointmentId, appointment.id))).toEqual(
      [],
    );

    // The real client still can; then nobody else can edit or answer it.
    const created = await call('POST', '/api/reviews', asker.auth, { ...body, rating: 4 });
    const id = created.json().data.id;
    const edit = await call('PUT', `/api/reviews/${id}`, stranger.auth, { rating: 1, text: 'hamis' });
    expect(edit.statusCode).toBe(404);
    expect((await call('PUT', `/api/reviews/${id}`, adviser.auth, { rating: 1, text: '' })).statusCode).toBe(
      403,
    );
    const foreignReply = await call('POST', `/api/reviews/${id}/reply`, otherAdviser.auth, {
      reply: 'Nem én.',
    });
    expect(foreignReply.statusCode).toBe(404);
    expect((await call('POST', `/api/reviews/${id}/reply`, asker.auth, { reply: 'Én.' })).statusCode).toBe(
      403,
    );
    const [row] = await t.app.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ rating: 4, text: '', reply: null });
  });

  it('refuses bad input with Hungarian field messages', async () => {
    const { adviser, asker } = await pair();
    const appointment = await appointmentOf(adviser.adviser.id, asker.user.id);
    for (const payload of [
      { appointmentId: appointment.id, rating: 0 },
      { appointmentId: appointment.id, rating: 6 },
      { appointmentId: appointment.id, rating: 4.5 },
      { appointmentId: appointment.id },
      { appointmentId: appointment.id, rating: 5, text: 'x'.repeat(2001) },
      { appointmentId: 'nem-azonosito', rating: 5 },
    ]) {
      const res = await call('POST', '/api/reviews', asker.auth, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const rating = await call('POST', '/api/reviews', asker.auth, {
      appointmentId: appointment.id,
      rating: 9,
    });
    expect(rating.json().details).toContainEqual({
      field: 'body.rating',
      message: 'Válasszon 1 és 5 közötti csillagszámot',
    });
    expect(await t.app.db.select().from(reviews).where(eq(reviews.appointmentId, appointment.id))).toEqual(
      [],
    );
  });

  it('is open for 30 days after the end of the appointment', async () => {
    const { adviser, asker } = await pair();
    const late = await appointmentOf(adviser.adviser.id, asker.user.id, 30 * DAY_MS + HOUR_MS);
    const res = await call('POST', '/api/reviews', asker.auth, { appointmentId: late.id, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REVIEW_WINDOW_CLOSED', error: messages.reviews.windowClosed });
    const lastDay = await appointmentOf(adviser.adviser.id, asker.user.id, 30 * DAY_MS - HOUR_MS);
    expect(
      (await call('POST', '/api/reviews', asker.auth, { appointmentId: lastDay.id, rating: 5 })).statusCode,
    ).toBe(201);
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 500, count: 1 });
  });

  it('stores one review when the same appointment is reviewed twice at once', async () => {
    const { adviser, asker } = await pair();
    const appointment = await appointmentOf(adviser.adviser.id, asker.user.id);
    const answers = await Promise.all(
      [5, 3, 1].map((rating) =>
        call('POST', '/api/reviews', asker.auth, { appointmentId: appointment.id, rating }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const stored = await t.app.db.select().from(reviews).where(eq(reviews.appointmentId, appointment.id));
    expect(stored).toHaveLength(1);
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: (stored[0]?.rating ?? 0) * 100, count: 1 });
  });

  it('keeps the count right when reviews of one adviser arrive in parallel', async () => {
    const adviser = await createAdviser(t.app.db);
    const askers = await Promise.all([1, 2, 3, 4, 5].map(() => createAsker(t.app.db)));
    const appointments: { id: string }[] = [];
    for (const asker of askers) appointments.push(await appointmentOf(adviser.adviser.id, asker.user.id));
    const answers = await Promise.all(
      askers.map((asker, i) =>
        call('POST', '/api/reviews', asker.auth, { appointmentId: appointments[i]?.id, rating: i + 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 300, count: 5 });
  });
});

describe("the asker's reviews", () => {
  it('lists pending completed appointments and the own reviews, paged, and edits within 30 days', async () => {
    const { adviser, asker } = await pair({ adviserName: 'Lapozó Lajos' });
    const other = await createAsker(t.app.db);
    const done = await appointmentOf(adviser.adviser.id, asker.user.id, 2 * HOUR_MS);
    const waiting = await appointmentOf(adviser.adviser.id, asker.user.id, 3 * HOUR_MS);
    await appointmentOf(adviser.adviser.id, asker.user.id, HOUR_MS, 'confirmed');
    await appointmentOf(adviser.adviser.id, asker.user.id, 31 * DAY_MS);
    await appointmentOf(adviser.adviser.id, other.user.id);

    const pendingBefore = (await call('GET', '/api/reviews/pending', asker.auth)).json();
    expect(pendingBefore.totalCount).toBe(2);
    expect(pendingBefore.data.map((p: { appointmentId: string }) => p.appointmentId)).toEqual([
      done.id,
      waiting.id,
    ]);
    expect(pendingBefore.data[0]).toMatchObject({
      adviser: { id: adviser.adviser.id, name: 'Lapozó Lajos' },
      consultationType: { name: 'Pénzügyi tanácsadás' },
    });
    const onlyOne = (
      await call('GET', `/api/reviews/pending?appointmentId=${waiting.id}`, asker.auth)
    ).json();
    expect(onlyOne.data.map((p: { appointmentId: string }) => p.appointmentId)).toEqual([waiting.id]);

    const created = await call('POST', '/api/reviews', asker.auth, { appointmentId: done.id, rating: 2 });
    const id = created.json().data.id;
    const pendingAfter = (await call('GET', '/api/reviews/pending', asker.auth)).json();
    expect(pendingAfter.data.map((p: { appointmentId: string }) => p.appointmentId)).toEqual([waiting.id]);

    clock.advance(MINUTE_MS);
    await call('POST', '/api/reviews', asker.auth, { appointmentId: waiting.id, rating: 3 });
    const firstPage = (await call('GET', '/api/reviews/mine?limit=1', asker.auth)).json();
    expect(firstPage).toMatchObject({ page: 1, totalPages: 2, totalCount: 2 });
    expect(firstPage.data[0]).toMatchObject({ rating: 3, appointment: { id: waiting.id } });
    const secondPage = (await call('GET', '/api/reviews/mine?limit=1&page=2', asker.auth)).json();
    expect(secondPage.data[0]).toMatchObject({ id, rating: 2, editable: true });
    expect((await call('GET', '/api/reviews/mine', other.auth)).json().totalCount).toBe(0);
    expect((await call('GET', '/api/reviews/mine?limit=500', asker.auth)).statusCode).toBe(400);

    const edited = await call('PUT', `/api/reviews/${id}`, asker.auth, { rating: 4, text: 'Mégis jó volt.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: messages.reviews.updated,
      data: { rating: 4, text: 'Mégis jó volt.' },
    });
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 350, count: 2 });
    // Guests and other roles get no list.
    expect((await call('GET', '/api/reviews/mine')).statusCode).toBe(401);
    expect((await call('GET', '/api/reviews/pending', adviser.auth)).statusCode).toBe(403);
  });

  it('closes editing 30 days after the appointment', async () => {
    const { adviser, asker } = await pair();
    const appointment = await appointmentOf(adviser.adviser.id, asker.user.id, 30 * DAY_MS - HOUR_MS);
    const id = await postedReview(asker, { appointmentId: appointment.id, rating: 5 });
    clock.advance(2 * HOUR_MS);
    const res = await call('PUT', `/api/reviews/${id}`, asker.auth, { rating: 1, text: 'Késői módosítás' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REVIEW_WINDOW_CLOSED');
    const mine = (await call('GET', '/api/reviews/mine', asker.auth)).json();
    expect(mine.data[0]).toMatchObject({ id, rating: 5, editable: false });
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 500, count: 1 });
  });
});

describe('replies', () => {
  it('lets the reviewed adviser answer once and shows it publicly; lists what the adviser received', async () => {
    const { adviser, asker } = await pair({ askerName: 'Nagy Éva' });
    const appointment = await appointmentOf(adviser.adviser.id, asker.user.id);
    const id = await postedReview(asker, { appointmentId: appointment.id, rating: 4, text: 'Jó.' });

    const empty = await call('POST', `/api/reviews/${id}/reply`, adviser.auth, { reply: '   ' });
    expect(empty.statusCode).toBe(400);
    const replied = await call('POST', `/api/reviews/${id}/reply`, adviser.auth, { reply: 'Köszönöm!' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({
      message: messages.reviews.replied,
      data: { reply: 'Köszönöm!', reviewerName: 'Nagy Éva' },
    });
    expect(replied.json().data.repliedAt).toBe(clock.now().toISOString());
    const again = await call('POST', `/api/reviews/${id}/reply`, adviser.auth, { reply: 'Még egyszer.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_ALREADY_REPLIED');

    const publicList = (await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews`)).json();
    expect(publicList.data[0]).toMatchObject({ reply: 'Köszönöm!', reviewerName: 'Éva N.' });
    const received = (await call('GET', '/api/reviews/received', adviser.auth)).json();
    expect(received).toMatchObject({
      totalCount: 1,
      summary: { average: 4, count: 1 },
      data: [{ id, reviewerName: 'Nagy Éva', reply: 'Köszönöm!', hidden: false }],
    });
    expect((await call('GET', '/api/reviews/received', asker.auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/reviews/mine', asker.auth)).json().data[0].reply).toBe('Köszönöm!');
  });
});

describe('hiding by admins', () => {
  it('excludes a hidden review from the average and the public list, audited; the author cannot edit it', async () => {
    const { adviser, asker } = await pair();
    const admin = await createUser(t.app.db, { role: 'admin', name: 'Admin Aladár' });
    const first = await appointmentOf(adviser.adviser.id, asker.user.id);
    const second = await appointmentOf(adviser.adviser.id, asker.user.id);
    const good = await postedReview(asker, { appointmentId: first.id, rating: 5 });
    const bad = await postedReview(asker, { appointmentId: second.id, rating: 1, text: 'Sértő szöveg' });
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 300, count: 2 });

    const noReason = await call('POST', `/api/admin/reviews/${bad}/hide`, admin.auth, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await call('POST', `/api/admin/reviews/${bad}/hide`, asker.auth, { reason: 'nem' })).statusCode,
    ).toBe(403);
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 300, count: 2 });

    const hidden = await call('POST', `/api/admin/reviews/${bad}/hide`, admin.auth, {
      reason: 'Sértő tartalom',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: messages.reviews.hidden,
      data: { hidden: true, hiddenReason: 'Sértő tartalom', hiddenBy: { name: 'Admin Aladár' } },
    });
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 500, count: 1 });
    const publicList = (await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews`)).json();
    expect(publicList.data.map((r: { id: string }) => r.id)).toEqual([good]);
    expect(publicList.summary).toMatchObject({ average: 5, count: 1 });
    expect((await call('GET', `/api/tanacsadok/public/${adviser.adviser.id}`)).json().data).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bad), eq(auditLog.action, 'review.hide')));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      entityType: 'review',
      after: { hidden: true, hiddenReason: 'Sértő tartalom' },
    });
    expect(
      (await call('POST', `/api/admin/reviews/${bad}/hide`, admin.auth, { reason: 'Újra' })).statusCode,
    ).toBe(409);

    // The author sees it hidden and cannot change it; the adviser sees it marked.
    const edit = await call('PUT', `/api/reviews/${bad}`, asker.auth, { rating: 5, text: 'Bocsánat' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'REVIEW_HIDDEN', error: messages.reviews.hiddenNotEditable });
    const mine = (await call('GET', '/api/reviews/mine', asker.auth)).json();
    expect(mine.data.find((r: { id: string }) => r.id === bad)).toMatchObject({
      hidden: true,
      hiddenReason: 'Sértő tartalom',
      editable: false,
      rating: 1,
    });
    const received = (await call('GET', '/api/reviews/received', adviser.auth)).json();
    expect(received.totalCount).toBe(2);
    expect(received.summary).toMatchObject({ average: 5, count: 1 });
    expect(received.data.find((r: { id: string }) => r.id === bad)).toMatchObject({ hidden: true });

    // Admin list filters, then showing it again restores the average.
    const hiddenOnly = (
      await call('GET', `/api/admin/reviews?adviserId=${adviser.adviser.id}&hidden=true`, admin.auth)
    ).json();
    expect(hiddenOnly.data.map((r: { id: string }) => r.id)).toEqual([bad]);
    const visibleOnly = (
      await call('GET', `/api/admin/reviews?adviserId=${adviser.adviser.id}&hidden=false`, admin.auth)
    ).json();
    expect(visibleOnly.data.map((r: { id: string }) => r.id)).toEqual([good]);
    const shown = await call('POST', `/api/admin/reviews/${bad}/unhide`, admin.auth);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ hidden: false, hiddenReason: null, hiddenBy: null });
    expect(await ratingOf(adviser.adviser.id)).toEqual({ x100: 300, count: 2 });
    expect((await call('POST', `/api/admin/reviews/${bad}/unhide`, admin.auth)).statusCode).toBe(409);
    const unhideAudit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bad), eq(auditLog.action, 'review.unhide')));
    expect(unhideAudit).toHaveLength(1);
    expect(
      (
        await call('POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide', admin.auth, {
          reason: 'Nincs ilyen',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('public list', () => {
  it('pages newest first and hides non-public advisers', async () => {
    const { adviser } = await pair();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const asker = await createAsker(t.app.db, { name: `Teszt${i} Péter` });
      const appointment = await appointmentOf(adviser.adviser.id, asker.user.id);
      clock.advance(MINUTE_MS);
      ids.unshift(
        (await call('POST', '/api/reviews', asker.auth, { appointmentId: appointment.id, rating: 3 })).json()
          .data.id,
      );
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = (
        await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews?limit=2&page=${page}`)
      ).json();
      expect(res).toMatchObject({ page, totalPages: 3, totalCount: 5 });
      pages.push(...res.data.map((r: { id: string }) => r.id));
    }
    expect(pages).toEqual(ids);
    expect((await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews?limit=0`)).statusCode).toBe(400);

    // An inactive adviser's reviews are as private as their profile.
    await t.app.db.update(advisers).set({ active: false }).where(eq(advisers.id, adviser.adviser.id));
    expect((await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/tanacsadok/${adviser.adviser.id}/reviews`, adviser.auth)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/tanacsadok/00000000-0000-4000-8000-000000000000/reviews')).statusCode,
    ).toBe(404);
  });

  it('shows reviewers by given name and family initial', () => {
    expect(publicReviewerName('Kovács János')).toBe('János K.');
    expect(publicReviewerName('  Szabó  Anna Mária ')).toBe('Mária S.');
    expect(publicReviewerName('Ödön')).toBe('Ödön');
    expect(publicReviewerName('élő Éva')).toBe('Éva É.');
    expect(publicReviewerName('Dr. Kiss Katalin')).toBe('Katalin K.');
    expect(publicReviewerName('ifj. Nagy-Tóth Péter')).toBe('Péter N.');
    expect(publicReviewerName(null)).toBe('Törölt felhasználó');
  });
});

describe('documentation', () => {
  it('lists the review calls in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/reviews',
      '/api/reviews/{id}',
      '/api/reviews/mine',
      '/api/reviews/pending',
      '/api/reviews/received',
      '/api/reviews/{id}/reply',
      '/api/tanacsadok/{id}/reviews',
      '/api/admin/reviews',
      '/api/admin/reviews/{id}/hide',
      '/api/admin/reviews/{id}/unhide',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

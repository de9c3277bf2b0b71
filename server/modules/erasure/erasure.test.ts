import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  advisers,
  adviserTopics,
  appointments,
  askers,
  bookingDocuments,
  consultationPayments,
  intakeQuestions,
  invoicingAccounts,
  outbox,
  payments,
  reviews,
  searchWords,
  users,
} from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import {
  createAdviser,
  createAppointment,
  createAppointmentBetween,
  createAsker,
  createType,
  multipart,
  type TestUser,
} from '../../test/fixtures';
import { adminTestAppForSuite, type Method, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';
import { enqueueMail, type MailMessage } from '../mail/outbox';

let t: TestApp;
let clock: ManualClock;
let admin: TestUser;

adminTestAppForSuite('2026-11-22T11:00:00Z', 'Fő Admin', (opened) => ({ t, clock, admin } = opened));

type Headers = Record<string, string>;
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  t.send(method, url, headers, payload);

async function upload(
  url: string,
  headers: Headers,
  fields: Record<string, string>,
  file: { name: string; data: Buffer; type: string },
) {
  const body = await multipart(fields, file);
  return t.request({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Every text, varchar and jsonb column of the application's tables, as "table.column". */
async function textColumns() {
  return queryRows<{ table_name: string; column_name: string }>(
    t.app.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
  );
}

/** The places ("table.column") where any of the texts still occurs, case-insensitively. */
async function occurrences(needles: string[]) {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    for (const needle of needles) {
      const rows = await queryRows<{ n: number }>(
        t.app.db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where position(lower(${needle}) in lower(${sql.identifier(column_name)}::text)) > 0`,
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}: ${needle}`);
    }
  }
  // Calendar files wait in the outbox as base64: decoded, they must not name anyone either.
  for (const row of await t.app.db.select().from(outbox)) {
    for (const file of (row.payload as MailMessage).attachments ?? []) {
      const text = Buffer.from(file.content, 'base64')
        .toString('utf8')
        .replace(/\r\n[ \t]/g, '');
      for (const needle of needles) {
        if (text.toLowerCase().includes(needle.toLowerCase())) found.push(`outbox.attachment: ${needle}`);
      }
    }
  }
  return found;
}

const exists = (storage: 'storage' | 'privateStorage', key: string) =>
  t.app[storage].get(key).then(
    () => true,
    () => false,
  );

/**
 * An adviser and an asker who have everything an account can leave behind: profile, billing, images,
 * appointments with notes and reasons, time off, a conversation with files, a review, audit entries,
 * mails sent and waiting, a payment.
 */
async function history() {
  const stamp = Date.now();
  const adviserPerson = { name: 'Erdős Eszter', email: `erdos.eszter.${stamp}@pelda.hu` };
  const askerPerson = { name: 'Bálint Bence', email: `balint.bence.${stamp}@pelda.hu` };
  const texts = {
    description: 'Húsz éve segítek családjogi ügyekben',
    adviserAddress: 'Eszter köz 12.',
    askerAddress: 'Bence sétány 3.',
    notes: 'Válóper, két gyerek, titkos részletek',
    timeChangeReason: 'Közbejött egy onkológiai kontroll',
    rejectReason: 'Akkor éppen szabadságon vagyok',
    timeOffReason: 'Kórházi kezelés',
    askerMessage: 'Itt küldöm a leleteimet',
    adviserMessage: 'Köszönöm, átnézem a leleteket',
    reviewText: 'Nagyon segítőkész, ajánlom',
    reviewReply: 'Köszönöm a kedves szavakat',
    hideReason: 'Egészségügyi adatot tartalmaz',
    intakeQuestion: 'Milyen vagyontárgyakról van szó?',
    intakeAnswer: 'Örökölt ház Tiszakécskén',
  };

  // Created by the admin: the audit entry of the creation holds the name and the address.
  const created = await call('POST', '/api/tanacsadok', admin.auth, adviserPerson);
  expect(created.statusCode).toBe(201);
  const adviserId: string = created.json().data.id;
  const [adviserRow] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviserId));
  if (!adviserRow) throw new Error('no adviser');
  const adviserUserId = adviserRow.userId;
  await t.app.db
    .update(advisers)
    .set({
      active: true,
      expirationDate: new Date('2027-11-22T00:00:00Z'),
      description: texts.description,
      companyName: 'Erdős Eszter e.v.',
      country: 'Magyarország',
      city: 'Szeged',
      zipCode: '6720',
      address: texts.adviserAddress,
      vatNumber: '87654321-1-06',
      bankAccountNumber: '11773016-87654321-00000000',
      workSchedule: [{ day: 1, start: '08:00', end: '16:00' }],
    })
    .where(eq(advisers.id, adviserId));
  const adviserAuth = {
    authorization: `Bearer ${await createSession(t.app.db, clock.now(), adviserUserId)}`,
  };

  const asker = await createAsker(t.app.db, { ...askerPerson, expiresInDays: 30 });
  await t.app.db.update(users).set({ email: askerPerson.email }).where(eq(users.id, asker.user.id));
  await t.app.db
    .update(askers)
    .set({ city: 'Debrecen', address: texts.askerAddress, companyName: 'Bálint Bence' })
    .where(eq(askers.id, asker.asker.id));

  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1864ab' } })
    .png()
    .toBuffer();
  const avatar = await upload(
    '/api/media',
    adviserAuth,
    { userId: adviserUserId, type: 'profile' },
    { name: 'arc.png', data: png, type: 'image/png' },
  );
  expect(avatar.statusCode).toBe(201);

  const type = await createType(t.app.db, `Családjog ${stamp}`);
  const past = await createAppointment(t.app.db, {
    adviserId,
    clientId: asker.user.id,
    typeId: type.id,
    start: new Date('2026-11-10T09:00:00Z'),
    status: 'completed',
  });
  await t.app.db
    .update(appointments)
    .set({
      notes: texts.notes,
      timeChangeReason: texts.timeChangeReason,
      timeChangeRejectReason: texts.rejectReason,
      paymentStatus: 'paid',
      invoicePath: `invoices/${past.id}.pdf`,
      // The asker's answer to the adviser's intake question (issue 40), kept with the question's text.
      intakeAnswers: [
        { questionId: past.id, label: texts.intakeQuestion, kind: 'long_text', value: texts.intakeAnswer },
      ],
    })
    .where(eq(appointments.id, past.id));
  // The adviser's own intake question of the type (the adviser's words).
  await t.app.db.insert(adviserTopics).values({ adviserId, typeId: type.id });
  await t.app.db
    .insert(intakeQuestions)
    .values({ adviserId, typeId: type.id, position: 0, kind: 'long_text', label: texts.intakeQuestion });
  const upcoming = await createAppointment(t.app.db, {
    adviserId,
    clientId: asker.user.id,
    typeId: type.id,
    start: new Date('2026-11-30T09:00:00Z'),
  });
  // The asker asks to move it, giving a reason: the adviser's mail (and its calendar file) names the asker.
  const moved = await call('POST', `/api/appointments/${upcoming.id}/request-time-change`, asker.auth, {
    newStartTime: '2026-12-01T09:00:00Z',
    reason: texts.timeChangeReason,
  });
  expect(moved.statusCode).toBe(200);

  // DAC7 seller data (issue 39): tax number, birth date and IBAN of the person.
  const dac7 = await call('PUT', `/api/tanacsadok/${adviserId}/dac7`, adviserAuth, {
    sellerType: 'individual',
    name: 'Erdős Eszter Adózó',
    country: 'HU',
    zipCode: '6720',
    city: 'Szeged',
    street: texts.adviserAddress,
    tin: '8450610133',
    tinCountry: 'HU',
    birthDate: '1990-05-17',
    vatNumber: '',
    registrationNumber: '',
    iban: 'HU42 1177 3016 1111 1018 0000 0000',
  });
  expect(dac7.statusCode).toBe(200);

  const off = await call('POST', `/api/tanacsadok/${adviserId}/time-off`, adviserAuth, {
    startTime: '2026-12-07T08:00:00Z',
    endTime: '2026-12-08T16:00:00Z',
    reason: texts.timeOffReason,
  });
  expect(off.statusCode).toBe(201);

  const conversation = await call('POST', '/api/conversations', asker.auth, { participantId: adviserUserId });
  expect(conversation.statusCode).toBe(200);
  const conversationId: string = conversation.json().data.id;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const askerFile = await upload(
    `/api/conversations/${conversationId}/attachments`,
    asker.auth,
    {},
    {
      name: 'lelet.pdf',
      data: pdf,
      type: 'application/pdf',
    },
  );
  expect(askerFile.statusCode).toBe(201);
  expect(
    (
      await call('POST', `/api/conversations/${conversationId}/messages`, asker.auth, {
        message: texts.askerMessage,
        attachments: [askerFile.json().data.id],
      })
    ).statusCode,
  ).toBe(201);
  const adviserFile = await upload(
    `/api/conversations/${conversationId}/attachments`,
    adviserAuth,
    {},
    {
      name: 'valasz.pdf',
      data: pdf,
      type: 'application/pdf',
    },
  );
  expect(
    (
      await call('POST', `/api/conversations/${conversationId}/messages`, adviserAuth, {
        message: texts.adviserMessage,
        attachments: [adviserFile.json().data.id],
      })
    ).statusCode,
  ).toBe(201);

  const [review] = await t.app.db
    .insert(reviews)
    .values({
      appointmentId: past.id,
      adviserId,
      clientId: asker.user.id,
      rating: 5,
      text: texts.reviewText,
      reply: texts.reviewReply,
      repliedAt: new Date('2026-11-11T09:00:00Z'),
    })
    .returning();
  if (!review) throw new Error('no review');
  const hidden = await call('POST', `/api/admin/reviews/${review.id}/hide`, admin.auth, {
    reason: texts.hideReason,
  });
  expect(hidden.statusCode).toBe(200);

  const [payment] = await t.app.db
    .insert(payments)
    .values({
      userId: asker.user.id,
      packageName: 'Havi csomag',
      audience: 'kerdezo',
      days: 30,
      amountHuf: 4990,
      provider: 'demo',
      idempotencyKey: `teszt-${stamp}`,
      status: 'paid',
      paidAt: clock.now(),
    })
    .returning();
  if (!payment) throw new Error('no payment');

  // A document the asker attached to the past booking (issue 40).
  const document = await upload(
    `/api/tanacsadok/${adviserId}/booking-documents`,
    asker.auth,
    {},
    {
      name: 'vagyonleltar.pdf',
      data: pdf,
      type: 'application/pdf',
    },
  );
  expect(document.statusCode).toBe(201);
  await t.app.db
    .update(bookingDocuments)
    .set({ appointmentId: past.id })
    .where(eq(bookingDocuments.id, document.json().data.id));

  // Some mails are delivered already (local mailbox, outbox rows marked sent); one more is waiting.
  await t.mailsTo(adviserPerson.email);
  await enqueueMail(t.app.db, {
    to: 'masik.ember@pelda.hu',
    subject: `Új üzenet ${askerPerson.name} részéről`,
    text: `${askerPerson.name} (${askerPerson.email}) üzenetet küldött.`,
    html: `<p>${askerPerson.name} üzenetet küldött.</p>`,
  });

  const files = {
    avatar: [avatar.json().data.path, avatar.json().data.thumbnailPath] as string[],
    attachments: [] as string[],
  };
  const keys = await queryRows<{ storage_key: string }>(
    t.app.db,
    sql`select storage_key from message_attachments where conversation_id = ${conversationId}
        union all select storage_key from booking_documents where uploader_id = ${asker.user.id}`,
  );
  files.attachments = keys.map((k) => k.storage_key);
  for (const key of files.avatar) expect(await exists('storage', key)).toBe(true);
  for (const key of files.attachments) expect(await exists('privateStorage', key)).toBe(true);

  return {
    adviserPerson,
    askerPerson,
    texts,
    adviserId,
    adviserUserId,
    asker,
    past,
    upcoming,
    payment,
    files,
  };
}

describe('erasure', () => {
  it('leaves no name, address or personal text of an erased asker and adviser anywhere, but keeps the records', async () => {
    const h = await history();
    const askerTexts = [
      h.askerPerson.name,
      h.askerPerson.email,
      h.texts.askerAddress,
      h.texts.askerMessage,
      h.texts.reviewText,
      h.texts.notes,
      h.texts.timeChangeReason,
      h.texts.hideReason,
      h.texts.intakeAnswer,
    ];
    // Before: the history is there to be erased (the check would see it).
    expect((await occurrences(askerTexts)).length).toBeGreaterThan(5);

    const erasedAsker = await call('DELETE', `/api/admin/users/${h.asker.user.id}`, admin.auth);
    expect(erasedAsker.json()).toEqual({ success: true, message: 'A felhasználó személyes adatai törölve.' });
    expect(await occurrences(askerTexts)).toEqual([]);
    // The answers went with the question text of the time; the adviser's question itself stays for now.
    const [answered] = await t.app.db.select().from(appointments).where(eq(appointments.id, h.past.id));
    expect(answered?.intakeAnswers).toEqual([]);
    expect(await occurrences([h.texts.intakeQuestion])).toEqual([
      'intake_questions.label: Milyen vagyontárgyakról van szó?',
    ]);
    // The adviser was told of the cancellation; the mail names nobody.
    const adviserMails = await t.mailsTo(h.adviserPerson.email);
    expect(adviserMails.some((mail) => /lemond|törö/i.test(mail.subject))).toBe(true);
    expect(await occurrences([h.askerPerson.name, h.askerPerson.email])).toEqual([]);
    // Nothing is (or will be) sent to the pseudonymous address.
    const toErased = await queryRows<{ n: number }>(
      t.app.db,
      sql`select (select count(*) from outbox where payload->>'to' like '%.invalid')
        + (select count(*) from local_mailbox where "to" like '%.invalid') as n`,
    );
    expect(Number(toErased[0]?.n)).toBe(0);

    // The adviser's invoicing service key (sealed) goes with them.
    await t.app.db.insert(invoicingAccounts).values({
      adviserId: h.adviserId,
      provider: 'szamlazz',
      secretSealed: 'k1:aaaa:bbbb:cccc',
      secretHint: 'cccc',
    });
    const erasedAdviser = await call('DELETE', `/api/tanacsadok/${h.adviserId}`, admin.auth);
    expect(erasedAdviser.json()).toEqual({ success: true, message: 'A tanácsadói fiók sikeresen törölve' });
    await t.app.jobs.outbox.drain();
    const everything = [
      ...askerTexts,
      h.adviserPerson.name,
      h.adviserPerson.email,
      h.texts.description,
      h.texts.adviserAddress,
      h.texts.rejectReason,
      h.texts.timeOffReason,
      h.texts.adviserMessage,
      h.texts.reviewReply,
      h.texts.intakeQuestion,
      'Erdős Eszter e.v.',
      '87654321-1-06',
      'Erdős Eszter Adózó',
      '8450610133',
      'HU42117730161111101800000000',
    ];
    expect(await occurrences(everything)).toEqual([]);
    expect(
      await t.app.db.select().from(invoicingAccounts).where(eq(invoicingAccounts.adviserId, h.adviserId)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(intakeQuestions).where(eq(intakeQuestions.adviserId, h.adviserId)),
    ).toEqual([]);

    // What the law keeps: the appointments (with their invoice), the payment, the stars.
    const kept = await t.app.db.select().from(appointments).where(eq(appointments.adviserId, h.adviserId));
    expect(kept.map((a) => a.id).sort()).toEqual([h.past.id, h.upcoming.id].sort());
    expect(kept.find((a) => a.id === h.past.id)).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      invoicePath: `invoices/${h.past.id}.pdf`,
      notes: '',
    });
    expect(kept.find((a) => a.id === h.upcoming.id)?.status).toBe('cancelled_by_system');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, h.payment.id));
    expect(payment).toMatchObject({ userId: h.asker.user.id, amountHuf: 4990, status: 'paid' });
    const [review] = await t.app.db.select().from(reviews).where(eq(reviews.appointmentId, h.past.id));
    expect(review).toMatchObject({ rating: 5, text: '', reply: null });
    // Both accounts stay only as pseudonyms the records point at; nobody can sign in with them.
    for (const id of [h.asker.user.id, h.adviserUserId]) {
      const [user] = await t.app.db.select().from(users).where(eq(users.id, id));
      expect(user).toMatchObject({ name: 'Törölt felhasználó', email: `torolt-${id}@torolt.invalid` });
      expect(user?.disabledAt).not.toBeNull();
    }
    expect((await call('GET', '/api/auth/verify-token', h.asker.auth)).statusCode).toBe(401);

    // The files are gone from storage.
    for (const key of h.files.avatar) expect(await exists('storage', key)).toBe(false);
    for (const key of h.files.attachments) expect(await exists('privateStorage', key)).toBe(false);

    // The audit log still tells what happened.
    const actions = await queryRows<{ action: string }>(
      t.app.db,
      sql`select action from audit_log where entity_id in (${h.asker.user.id}, ${h.adviserId}) order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['adviser.create', 'user.erase', 'adviser.delete']),
    );
  });

  it('never lets a plain delete take appointments or payments along', async () => {
    const h = await history();
    await expect(t.app.db.delete(advisers).where(eq(advisers.id, h.adviserId))).rejects.toThrow();
    await expect(t.app.db.delete(users).where(eq(users.id, h.adviserUserId))).rejects.toThrow();
    await expect(t.app.db.delete(users).where(eq(users.id, h.asker.user.id))).rejects.toThrow();
    // Without appointments, only the payment holds the asker's account.
    await t.app.db.delete(reviews).where(eq(reviews.appointmentId, h.past.id));
    await t.app.db.delete(appointments).where(eq(appointments.clientId, h.asker.user.id));
    await expect(t.app.db.delete(users).where(eq(users.id, h.asker.user.id))).rejects.toThrow();
    const kept = await t.app.db.select().from(payments).where(eq(payments.id, h.payment.id));
    expect(kept).toHaveLength(1);
  });

  it("keeps an erased adviser's conversation for the asker, without the adviser's words", async () => {
    const created = await call('POST', '/api/tanacsadok', admin.auth, {
      name: 'Beszélgető Béla',
      email: `beszelgeto.${Date.now()}@pelda.hu`,
    });
    const adviserId: string = created.json().data.id;
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviserId));
    const adviserUserId = row?.userId ?? '';
    await t.app.db
      .update(advisers)
      .set({ active: true, expirationDate: new Date('2027-11-22T00:00:00Z') })
      .where(eq(advisers.id, adviserId));
    const adviserAuth = {
      authorization: `Bearer ${await createSession(t.app.db, clock.now(), adviserUserId)}`,
    };
    const asker = await createAsker(t.app.db);
    const conversation = await call('POST', '/api/conversations', asker.auth, {
      participantId: adviserUserId,
    });
    const id: string = conversation.json().data.id;
    await call('POST', `/api/conversations/${id}/messages`, asker.auth, { message: 'Kérdésem lenne' });
    await call('POST', `/api/conversations/${id}/messages`, adviserAuth, { message: 'Béla válasza' });

    expect((await call('DELETE', `/api/tanacsadok/${adviserId}`, admin.auth)).statusCode).toBe(200);
    const list = await call('GET', '/api/conversations', asker.auth);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Törölt felhasználó');
    const history = await call('GET', `/api/conversations/${id}/messages`, asker.auth);
    expect(JSON.stringify(history.json())).toContain('Kérdésem lenne');
    expect(await occurrences(['Beszélgető Béla', 'Béla válasza'])).toEqual([]);
  });

  it("takes the adviser's reply off an erased asker's review, and only off theirs", async () => {
    const type = await createType(t.app.db, `Válaszok ${Date.now()}`);
    const adviser = await createAdviser(t.app.db, { topicIds: [type.id] });
    const reviewOf = async (asker: Awaited<ReturnType<typeof createAsker>>, reply: string, day: number) => {
      const appointment = await createAppointmentBetween(
        t.app.db,
        { adviser, asker, type },
        new Date(`2026-11-${day}T09:00:00Z`),
        { status: 'completed' },
      );
      const [review] = await t.app.db
        .insert(reviews)
        .values({
          appointmentId: appointment.id,
          adviserId: adviser.adviser.id,
          clientId: asker.user.id,
          rating: 4,
          text: 'Segített a válásomban',
          reply,
          repliedAt: new Date('2026-11-11T09:00:00Z'),
        })
        .returning();
      if (!review) throw new Error('no review');
      return review.id;
    };
    const erased = await createAsker(t.app.db);
    const other = await createAsker(t.app.db);
    const erasedReview = await reviewOf(erased, 'Örülök, hogy a válóper után jobban van, Kata', 10);
    const otherReview = await reviewOf(other, 'Köszönöm, Péter', 11);

    expect((await call('DELETE', `/api/admin/users/${erased.user.id}`, admin.auth)).statusCode).toBe(200);
    const [gone] = await t.app.db.select().from(reviews).where(eq(reviews.id, erasedReview));
    expect(gone).toMatchObject({ rating: 4, text: '', reply: null, repliedAt: null });
    const [kept] = await t.app.db.select().from(reviews).where(eq(reviews.id, otherReview));
    expect(kept).toMatchObject({ text: 'Segített a válásomban', reply: 'Köszönöm, Péter' });
    expect(kept?.repliedAt).not.toBeNull();
  });

  it("takes an erased adviser's words out of the search vocabulary, keeping the words others share", async () => {
    const erased = await createAdviser(t.app.db, {
      name: 'Zsombolyai Xénia',
      description: 'Quokkaterápia és kalligráfia válás után',
    });
    await createAdviser(t.app.db, { name: 'Kalligráf Xénia' });
    const vocabulary = async () =>
      new Set((await t.app.db.select().from(searchWords)).map((row) => row.word));
    const [own] = await queryRows<{ words: string[] }>(
      t.app.db,
      sql`select tsvector_to_array(search_vector) as words from advisers where id = ${erased.adviser.id}`,
    );
    const words = (own?.words ?? []).filter((word) => /^[a-z0-9]{3,}$/.test(word));
    const before = await vocabulary();
    for (const word of ['zsombolyai', 'xenia', 'quokkaterapia']) {
      expect(words).toContain(word);
      expect(before.has(word), word).toBe(true);
    }

    expect((await call('DELETE', `/api/tanacsadok/${erased.adviser.id}`, admin.auth)).statusCode).toBe(200);
    const after = await vocabulary();
    expect(after.has('zsombolyai')).toBe(false);
    expect(after.has('quokkaterapia')).toBe(false);
    // Another adviser's name holds it: typo correction still needs it.
    expect(after.has('xenia')).toBe(true);
    const [held] = await queryRows<{ words: string[] }>(
      t.app.db,
      sql`select coalesce(array_agg(distinct w), '{}') as words
          from advisers, unnest(tsvector_to_array(search_vector)) w`,
    );
    const stillHeld = new Set(held?.words);
    expect(words.filter((word) => after.has(word) && !stillHeld.has(word))).toEqual([]);
  });

  it("keeps an erased asker's consultation payments as they were; an upcoming paid one is cancelled and refunded", async () => {
    const stamp = Date.now();
    const type = await createType(t.app.db, `Fizetős jog ${stamp}`);
    const adviser = await createAdviser(t.app.db, { name: 'Díjas Dóra', topicIds: [type.id], billing: true });
    const asker = await createAsker(t.app.db, { name: `Fizető Ferenc ${stamp}`, expiresInDays: 30 });
    const parties = { adviser, asker, type };
    const past = await createAppointmentBetween(t.app.db, parties, new Date('2026-11-12T09:00:00Z'), {
      status: 'completed',
      createdAt: new Date('2026-11-05T09:00:00Z'),
    });
    const upcoming = await createAppointmentBetween(t.app.db, parties, new Date('2026-11-30T09:00:00Z'), {
      createdAt: new Date('2026-11-20T09:00:00Z'),
    });
    await t.app.db
      .update(appointments)
      .set({ paymentStatus: 'paid', notes: 'Hagyatéki ügy, bizalmas részletek' })
      .where(inArray(appointments.id, [past.id, upcoming.id]));
    /** A payment as the demo checkout leaves it, of the appointment booked at `bookedAt`. */
    const paidRow = (appointmentId: string, bookedAt: Date, decidedAt: Date | null) => ({
      appointmentId,
      provider: 'demo' as const,
      amountHuf: 14_500,
      feeHuf: 1_450,
      accountRef: `demo_acct_${adviser.adviser.id}`,
      checkoutRef: `demo_checkout_${appointmentId}`,
      paymentRef: `demo_pi_${appointmentId}`,
      holdExpiresAt: new Date(bookedAt.getTime() + 15 * 60_000),
      paidAt: new Date(bookedAt.getTime() + 3 * 60_000),
      refundDecidedAt: decidedAt,
      createdAt: bookedAt,
    });
    await t.app.db
      .insert(consultationPayments)
      .values([
        paidRow(past.id, past.createdAt, past.endTime),
        paidRow(upcoming.id, upcoming.createdAt, null),
      ]);
    const paymentOf = async (id: string) =>
      (
        await t.app.db.select().from(consultationPayments).where(eq(consultationPayments.appointmentId, id))
      )[0];
    const before = await paymentOf(past.id);

    const erased = await call('DELETE', `/api/admin/users/${asker.user.id}`, admin.auth);
    expect(erased.statusCode).toBe(200);

    // The held consultation: its payment exactly as it was, the appointment a record without words.
    expect(await paymentOf(past.id)).toEqual(before);
    const [kept] = await t.app.db.select().from(appointments).where(eq(appointments.id, past.id));
    expect(kept).toMatchObject({
      clientId: asker.user.id,
      status: 'completed',
      paymentStatus: 'paid',
      notes: '',
    });
    const [pseudonym] = await t.app.db.select().from(users).where(eq(users.id, asker.user.id));
    expect(pseudonym).toMatchObject({
      name: 'Törölt felhasználó',
      email: `torolt-${asker.user.id}@torolt.invalid`,
    });
    expect(await occurrences([asker.user.name, 'Hagyatéki ügy'])).toEqual([]);

    // The upcoming one was cancelled with the account; its refund follows the erasure's commit.
    const [cancelled] = await t.app.db.select().from(appointments).where(eq(appointments.id, upcoming.id));
    expect(cancelled?.status).toBe('cancelled_by_system');
    await t.app.services.consultationPayments.upkeep();
    expect(await paymentOf(upcoming.id)).toMatchObject({
      amountHuf: 14_500,
      refundTargetHuf: 14_500,
      refundedHuf: 14_500,
      refundedAt: expect.any(Date),
    });
    const [refunded] = await t.app.db.select().from(appointments).where(eq(appointments.id, upcoming.id));
    expect(refunded?.paymentStatus).toBe('refunded');
    expect(await paymentOf(past.id)).toEqual(before);
    // Nothing about it goes to the pseudonymous address.
    await t.app.jobs.outbox.drain();
    const toErased = await queryRows<{ n: number }>(
      t.app.db,
      sql`select (select count(*) from outbox where payload->>'to' like '%.invalid')
        + (select count(*) from local_mailbox where "to" like '%.invalid') as n`,
    );
    expect(Number(toErased[0]?.n)).toBe(0);
  });

  it('deletes an adviser with nothing to keep outright', async () => {
    const created = await call('POST', '/api/tanacsadok', admin.auth, {
      name: 'Rövid Ideig',
      email: `rovid.${Date.now()}@pelda.hu`,
    });
    const adviserId: string = created.json().data.id;
    const [row] = await t.app.db.select().from(advisers).where(eq(advisers.id, adviserId));
    const removed = await call('DELETE', `/api/tanacsadok/${adviserId}`, admin.auth);
    expect(removed.statusCode).toBe(200);
    expect(
      await t.app.db
        .select()
        .from(users)
        .where(eq(users.id, row?.userId ?? '')),
    ).toEqual([]);
    expect(await occurrences(['Rövid Ideig'])).toEqual([]);
    expect((await call('GET', `/api/tanacsadok/${adviserId}`, admin.auth)).statusCode).toBe(404);
  });
});

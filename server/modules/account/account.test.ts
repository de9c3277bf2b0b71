import { randomUUID } from 'node:crypto';
import { ERASED_USER_NAME } from '@common/constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { insertOne } from '../../db/client';
import {
  appointments,
  auditLog,
  bookingDocuments,
  chatMessages,
  consultationPayments,
  conversations,
  dataExports,
  intakeQuestions,
  media,
  messageAttachments,
  payments,
  reviews,
  users,
} from '../../db/schema';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { StoredObjectNotFound } from '../../lib/storage';
import { createAdviser, createAppointmentBetween, createAsker, createUser } from '../../test/fixtures';
import { loggingAppWithTypeForSuite } from '../../test/test-app';
import { createSession } from '../auth/sessions';

const { t, clock, type, lines } = loggingAppWithTypeForSuite('2026-11-22T09:00:00Z', 'Pénzügyi tanácsadás');
const PASSWORD = 'Hosszu-Teszt-Jelszo-2026';
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>, payload?: unknown) =>
  t.request({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
/** The download link's path (the app under test does not listen). */
const pathOf = (url: string) => new URL(url).pathname;
const LINK = /http:\/\/localhost:3000\/api\/account\/export\/[A-Za-z0-9_-]{43}\.zip/;

async function withPassword(userId: string) {
  await t.app.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

async function unzip(buffer: Buffer) {
  const zip = await fromBufferPromise(buffer, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}
const json = (files: Map<string, Buffer>, name: string) =>
  JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

async function auditsOf(userId: string, action: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));
}

/**
 * An asker and an adviser with the things an export gathers: a booking with an invoice, a conversation
 * with messages and attachments both ways, a review, a payment, the asker's avatar.
 */
async function world(names: { asker: string; adviser: string; word: string }) {
  const { db, storage, privateStorage } = t.app;
  const adviser = await createAdviser(db, { name: names.adviser, topicIds: [type.id], billing: true });
  const asker = await createAsker(db, { name: names.asker, expiresInDays: 30 });
  const past = await createAppointmentBetween(
    db,
    { adviser, asker, type },
    new Date(clock.now().getTime() - 3 * DAY_MS),
    { status: 'completed' },
  );
  const invoiceKey = `invoices/${randomUUID()}.pdf`;
  const invoice = Buffer.from(`%PDF-1.4 számla ${names.word}`);
  await privateStorage.put(invoiceKey, invoice);
  await db
    .update(appointments)
    .set({
      invoicePath: invoiceKey,
      notes: `Jegyzet ${names.word}`,
      // The asker's answer to the adviser's intake question (issue 40), with the question as asked.
      intakeAnswers: [
        { questionId: past.id, label: `Kérdés ${names.word}?`, kind: 'yes_no', value: true },
        { questionId: type.id, label: 'Mióta tart?', kind: 'date', value: '2026-10-01' },
      ],
    })
    .where(eq(appointments.id, past.id));
  // The adviser's intake question of the type (their own words).
  await db.insert(intakeQuestions).values({
    adviserId: adviser.adviser.id,
    typeId: type.id,
    position: 0,
    kind: 'yes_no',
    label: `Kérdés ${names.word}?`,
  });
  const upcoming = await createAppointmentBetween(
    db,
    { adviser, asker, type },
    new Date(clock.now().getTime() + 2 * DAY_MS),
  );
  // The past one was paid through the portal, and partly refunded by an admin since.
  await db.update(appointments).set({ paymentStatus: 'paid' }).where(eq(appointments.id, past.id));
  const paidAt = new Date(past.startTime.getTime() - 2 * DAY_MS);
  await db.insert(consultationPayments).values({
    appointmentId: past.id,
    provider: 'demo',
    amountHuf: 12_000,
    feeHuf: 1_200,
    accountRef: `demo_acct_${names.word}`,
    checkoutRef: `demo_checkout_${names.word}`,
    paymentRef: `demo_pi_${names.word}`,
    holdExpiresAt: new Date(paidAt.getTime() + 15 * MINUTE_MS),
    paidAt,
    refundDecidedAt: past.endTime,
    refundTargetHuf: 2_000,
    refundRequestedHuf: 2_000,
    refundedHuf: 2_000,
  });
  const conversation = await insertOne(db, conversations, {
    askerId: asker.user.id,
    adviserUserId: adviser.user.id,
    roomId: randomUUID(),
  });
  const message = (senderId: string, body: string) =>
    insertOne(db, chatMessages, { conversationId: conversation.id, senderId, body });
  const question = await message(asker.user.id, `Kérdés ${names.word}`);
  const answer = await message(adviser.user.id, `Válasz ${names.word}`);
  const sentKey = `attachments/${randomUUID()}`;
  const sent = Buffer.from(`csatolmány a kérdezőtől ${names.word}`);
  await privateStorage.put(sentKey, sent);
  const receivedKey = `attachments/${randomUUID()}`;
  await privateStorage.put(receivedKey, Buffer.from('csatolmány a tanácsadótól'));
  await db.insert(messageAttachments).values([
    {
      conversationId: conversation.id,
      uploaderId: asker.user.id,
      messageId: question.id,
      filename: 'kimutatás/2026.txt',
      mimeType: 'text/plain',
      size: sent.length,
      storageKey: sentKey,
    },
    {
      conversationId: conversation.id,
      uploaderId: adviser.user.id,
      messageId: answer.id,
      filename: 'ajanlat.txt',
      mimeType: 'text/plain',
      size: 10,
      storageKey: receivedKey,
    },
  ]);
  // A document the asker attached to the past booking (issue 40).
  const documentKey = `booking/${asker.user.id}/${randomUUID()}`;
  const document = Buffer.from(`%PDF-1.4 lelet ${names.word}`);
  await privateStorage.put(documentKey, document);
  await db.insert(bookingDocuments).values({
    uploaderId: asker.user.id,
    adviserId: adviser.adviser.id,
    appointmentId: past.id,
    filename: 'lelet.pdf',
    mimeType: 'application/pdf',
    size: document.length,
    storageKey: documentKey,
  });
  await db.insert(reviews).values({
    appointmentId: past.id,
    adviserId: adviser.adviser.id,
    clientId: asker.user.id,
    rating: 5,
    text: `Értékelés ${names.word}`,
  });
  await db.insert(payments).values({
    userId: asker.user.id,
    packageName: `Havi csomag ${names.word}`,
    audience: 'kerdezo',
    days: 30,
    amountHuf: 4990,
    provider: 'demo',
    idempotencyKey: randomUUID(),
    status: 'paid',
    paidAt: clock.now(),
  });
  const avatarKey = `media/${asker.user.id}/${randomUUID()}.webp`;
  const avatar = Buffer.from(`RIFF avatar ${names.word}`);
  await storage.put(avatarKey, avatar);
  await db.insert(media).values({
    userId: asker.user.id,
    type: 'profile',
    filename: 'en.jpg',
    path: avatarKey,
    mimeType: 'image/webp',
    sizeBytes: avatar.length,
    width: 300,
    height: 300,
  });
  return { adviser, asker, past, upcoming, invoice, sent, avatar, conversation, document };
}

/** Asks for an export, runs the worker and returns the link mailed to the address. */
async function exportLink(token: string, email: string) {
  const asked = await call('POST', '/api/account/export', bearer(token));
  expect(asked.statusCode).toBe(202);
  await t.app.jobs.exports.drain();
  const [mail] = await t.mailsTo(email);
  const url = mail?.text.match(LINK)?.[0];
  if (!url) throw new Error(`no export link mailed to ${email}`);
  return url;
}

describe('data export', () => {
  it('makes a ZIP of the user’s own data in the background and mails a 24-hour link', async () => {
    const mine = await world({ asker: 'Kiss Anna', adviser: 'Nagy Béla', word: 'SAJAT' });
    const theirs = await world({ asker: 'Idegen Ilona', adviser: 'Távoli Tamás', word: 'IDEGEN' });
    const { asker } = mine;

    expect((await call('GET', '/api/account/export', asker.auth)).json().data).toEqual({
      status: 'none',
      createdAt: null,
      expiresAt: null,
    });
    const asked = await call('POST', '/api/account/export', asker.auth);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      success: true,
      data: { status: 'pending', createdAt: '2026-11-22T09:00:00.000Z', expiresAt: null },
    });
    // One export per 10 minutes: the second request is refused, in Hungarian, with Retry-After.
    const again = await call('POST', '/api/account/export', asker.auth);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('600');
    expect(again.json()).toMatchObject({ success: false, code: 'EXPORT_TOO_SOON' });
    expect(again.json().message).toContain('10 percenként');
    expect(await auditsOf(asker.user.id, 'account.export')).toHaveLength(1);

    await t.app.jobs.exports.drain();
    expect((await call('GET', '/api/account/export', asker.auth)).json().data).toEqual({
      status: 'ready',
      createdAt: '2026-11-22T09:00:00.000Z',
      expiresAt: '2026-11-23T09:00:00.000Z',
    });
    const [mail] = await t.mailsTo(asker.user.email);
    expect(mail?.subject).toBe('Elkészült az adatcsomagja – Tanácsadó portál');
    const url = mail?.text.match(LINK)?.[0] as string;
    expect(url).toBeTruthy();
    expect(mail?.text).toContain('2026. november 23. 10:00');

    // Only the token's hash is stored.
    const token = pathOf(url).split('/').pop()?.replace('.zip', '') as string;
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.userId, asker.user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.fileKey).toBe(`exports/${row?.id}.zip`);

    // Downloaded without a session.
    const download = await t.request({ method: 'GET', url: pathOf(url) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe('attachment; filename="adataim.zip"');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Number(download.headers['content-length'])).toBe(row?.sizeBytes);
    const files = await unzip(download.rawPayload);
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'OLVASSEL.txt',
        'profile.json',
        'bookings.json',
        'messages.json',
        'reviews.json',
        'payments.json',
        'files/images/profilkep.webp',
      ]),
    );
    // The stored files, byte for byte: the avatar, the invoice, the attachment the asker sent (not the
    // one received).
    expect(files.get('files/images/profilkep.webp')).toEqual(mine.avatar);
    const invoiceName = names.find((name) => name.startsWith('files/invoices/')) as string;
    expect(invoiceName).toMatch(/^files\/invoices\/szamla-2026-11-19-[0-9a-f]{8}\.pdf$/);
    expect(files.get(invoiceName)).toEqual(mine.invoice);
    const attachmentNames = names.filter((name) => name.startsWith('files/attachments/'));
    expect(attachmentNames).toHaveLength(1);
    expect(attachmentNames[0]).toMatch(/^files\/attachments\/[0-9a-f]{8}-kimutatás_2026\.txt$/);
    expect(files.get(attachmentNames[0] as string)).toEqual(mine.sent);
    const documentName = names.find((name) => name.startsWith('files/documents/')) as string;
    expect(documentName).toMatch(/^files\/documents\/[0-9a-f]{8}-lelet\.pdf$/);
    expect(files.get(documentName)).toEqual(mine.document);

    const profile = json(files, 'profile.json');
    expect(profile.account).toMatchObject({ id: asker.user.id, name: 'Kiss Anna', email: asker.user.email });
    expect(profile.account.passwordHash).toBeUndefined();
    expect(profile.asker.subscriptionStatus).toBe('active');
    expect(profile.adviser).toBeNull();
    expect(profile.images).toEqual([
      expect.objectContaining({ type: 'profile', file: 'files/images/profilkep.webp' }),
    ]);
    expect(profile.activeSessions.length).toBeGreaterThan(0);

    const bookings = json(files, 'bookings.json');
    expect(bookings.map((b: { id: string }) => b.id).sort()).toEqual([mine.past.id, mine.upcoming.id].sort());
    const past = bookings.find((b: { id: string }) => b.id === mine.past.id);
    expect(past).toMatchObject({
      myRole: 'kerdezo',
      adviser: 'Nagy Béla',
      client: 'Kiss Anna',
      consultationType: 'Pénzügyi tanácsadás',
      status: 'completed',
      notes: 'Jegyzet SAJAT',
      intakeAnswers: [
        { label: 'Kérdés SAJAT?', kind: 'yes_no', value: 'Igen' },
        { label: 'Mióta tart?', kind: 'date', value: '2026. 10. 01.' },
      ],
      invoice: invoiceName,
      documents: [
        {
          filename: 'lelet.pdf',
          mimeType: 'application/pdf',
          size: mine.document.length,
          file: documentName,
        },
      ],
      consultationPayment: {
        status: 'paid',
        amountHuf: 12_000,
        feeHuf: 1_200,
        refundedHuf: 2_000,
        paidAt: '2026-11-17T09:00:00.000Z',
        refundedAt: null,
        disputedAt: null,
        createdAt: expect.any(String),
      },
    });
    // A free one has no payment; the provider's references are not the asker's data.
    expect(bookings.find((b: { id: string }) => b.id === mine.upcoming.id).consultationPayment).toBeNull();

    const messages = json(files, 'messages.json');
    expect(messages).toHaveLength(1);
    expect(messages[0].with).toBe('Nagy Béla');
    expect(
      messages[0].messages.map((m: { body: string; sentByMe: boolean }) => [m.body, m.sentByMe]),
    ).toEqual([
      ['Kérdés SAJAT', true],
      ['Válasz SAJAT', false],
    ]);
    expect(messages[0].messages[1].attachments).toEqual([
      { filename: 'ajanlat.txt', mimeType: 'text/plain', size: 10, file: null },
    ]);

    const written = json(files, 'reviews.json');
    expect(written.written).toEqual([
      expect.objectContaining({ rating: 5, text: 'Értékelés SAJAT', adviser: 'Nagy Béla' }),
    ]);
    expect(written.received).toEqual([]);
    expect(json(files, 'payments.json')).toEqual([
      expect.objectContaining({ packageName: 'Havi csomag SAJAT', amountHuf: 4990, status: 'paid' }),
    ]);

    // Nothing of anyone else: no other user's e-mail, words or rows anywhere in the ZIP.
    const everything = [...files.values()].map((file) => file.toString('utf8')).join('\n');
    for (const foreign of [
      'IDEGEN',
      'Idegen Ilona',
      'Távoli Tamás',
      theirs.asker.user.email,
      mine.adviser.user.email,
      'demo_acct_',
      'demo_checkout_',
      'demo_pi_',
    ]) {
      expect(everything).not.toContain(foreign);
    }

    // The adviser's own export: the reviews about them, the bookings as adviser, the received
    // attachment listed without its file.
    await t.request({ method: 'POST', url: '/api/payouts/onboarding', headers: mine.adviser.auth });
    await t.send('PUT', '/api/invoicing/account', mine.adviser.auth, { provider: 'demo', vatRate: 'TAM' });
    const dac7 = await t.request({
      method: 'PUT',
      url: `/api/tanacsadok/${mine.adviser.adviser.id}/dac7`,
      headers: mine.adviser.auth,
      payload: {
        sellerType: 'entity',
        name: 'Teszt Kft.',
        country: 'HU',
        zipCode: '1051',
        city: 'Budapest',
        street: 'Fő utca 1.',
        tin: '12345676-2-41',
        tinCountry: 'HU',
        birthDate: '',
        vatNumber: 'HU12345676',
        registrationNumber: '01-09-123456',
        iban: 'HU42 1177 3016 1111 1018 0000 0000',
      },
    });
    expect(dac7.statusCode).toBe(200);
    const adviserUrl = await exportLink(mine.adviser.token, mine.adviser.user.email);
    const adviserFiles = await unzip(
      (await t.request({ method: 'GET', url: pathOf(adviserUrl) })).rawPayload,
    );
    expect(json(adviserFiles, 'reviews.json').received).toEqual([
      expect.objectContaining({ reviewer: 'Kiss Anna', rating: 5, text: 'Értékelés SAJAT' }),
    ]);
    const adviserBookings = json(adviserFiles, 'bookings.json');
    expect(adviserBookings[0]).toMatchObject({ myRole: 'tanacsado', client: 'Kiss Anna' });
    expect(adviserBookings.find((b: { id: string }) => b.id === mine.past.id).intakeAnswers).toEqual([
      { label: 'Kérdés SAJAT?', kind: 'yes_no', value: 'Igen' },
      { label: 'Mióta tart?', kind: 'date', value: '2026. 10. 01.' },
    ]);
    expect(json(adviserFiles, 'profile.json').adviser.intakeQuestions).toEqual([
      {
        consultationType: 'Pénzügyi tanácsadás',
        position: 0,
        kind: 'yes_no',
        label: 'Kérdés SAJAT?',
        helpText: '',
        required: false,
        options: [],
      },
    ]);
    expect(json(adviserFiles, 'profile.json').adviser.intakeInMail).toBe(true);
    expect(
      adviserBookings.find((b: { id: string }) => b.id === mine.past.id).consultationPayment,
    ).toMatchObject({
      status: 'paid',
      amountHuf: 12_000,
      feeHuf: 1_200,
      refundedHuf: 2_000,
    });
    expect(adviserFiles.get('bookings.json')?.toString('utf8')).not.toContain('demo_pi_');
    expect(json(adviserFiles, 'profile.json').adviser.billingAddress.companyName).toBe('Teszt Kft.');
    expect(json(adviserFiles, 'profile.json').adviser.payoutAccount).toMatchObject({
      provider: 'demo',
      chargesEnabled: false,
    });
    expect(json(adviserFiles, 'profile.json').adviser.invoicingAccount).toMatchObject({
      provider: 'demo',
      vatRate: 'TAM',
      secretHint: null,
    });
    expect(json(adviserFiles, 'profile.json').adviser.dac7).toMatchObject({
      sellerType: 'entity',
      tin: '12345676-2-41',
      iban: 'HU42117730161111101800000000',
    });
    expect([...adviserFiles.keys()].filter((name) => name.startsWith('files/attachments/'))).toHaveLength(1);
    expect([...adviserFiles.keys()]).not.toContain('files/images/profilkep.webp');

    // The token never reaches a log line.
    expect(lines.some((line) => line.includes(token))).toBe(false);
    expect(lines.some((line) => line.includes('/api/account/export/[Redacted]'))).toBe(true);
  });

  it('an unknown, malformed, other or expired link is a 404 in Hungarian; the hourly upkeep deletes the file', async () => {
    const asker = await createAsker(t.app.db, { name: 'Lejáró Lili' });
    const other = await createAsker(t.app.db, { name: 'Másik Márta' });
    const url = await exportLink(asker.token, asker.user.email);

    // A well-formed token nobody was given, or the owner's session token: 404 (only hashes are compared).
    for (const guess of ['A'.repeat(43), asker.token]) {
      const res = await t.request({ method: 'GET', url: `/api/account/export/${guess}.zip` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'EXPORT_NOT_FOUND' });
      expect(res.json().message).toBe(
        'A letöltési link érvénytelen vagy lejárt. Kérjen új adatcsomagot a Beállításokban.',
      );
    }
    expect((await t.request({ method: 'GET', url: '/api/account/export/../../x.zip' })).statusCode).not.toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: '/api/account/export/kurta.zip' })).statusCode).toBe(400);
    // The other user's status knows nothing of it.
    expect((await call('GET', '/api/account/export', other.auth)).json().data.status).toBe('none');
    // A guest cannot ask for an export or its state.
    expect((await call('POST', '/api/account/export')).statusCode).toBe(401);
    expect((await call('GET', '/api/account/export')).statusCode).toBe(401);

    expect((await t.request({ method: 'GET', url: pathOf(url) })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.userId, asker.user.id));
    clock.advance(24 * HOUR_MS);
    const expired = await t.request({ method: 'GET', url: pathOf(url) });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().code).toBe('EXPORT_NOT_FOUND');
    expect((await call('GET', '/api/account/export', asker.auth)).json().data.status).toBe('none');

    const result = await t.app.jobs.accountMaintenance.runOnce();
    expect(result.exportsDeleted).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(dataExports).where(eq(dataExports.userId, asker.user.id))).toEqual(
      [],
    );
    await expect(t.app.privateStorage.stat(row?.fileKey as string)).rejects.toBeInstanceOf(
      StoredObjectNotFound,
    );
    // A new export may be asked for again (more than 10 minutes later).
    expect((await call('POST', '/api/account/export', asker.auth)).statusCode).toBe(202);
    await t.app.jobs.exports.drain();
  });
});

describe('account deletion', () => {
  it('a wrong password changes nothing', async () => {
    const asker = await createAsker(t.app.db, { name: 'Óvatos Ottó' });
    await withPassword(asker.user.id);
    const res = await call('POST', '/api/account/delete', asker.auth, { password: 'rossz-jelszo-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'A megadott jelszó hibás.',
      details: [{ field: 'body.password', message: 'A megadott jelszó hibás.' }],
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, asker.user.id));
    expect(user?.deletionRequestedAt).toBeNull();
    expect((await call('GET', '/api/auth/verify-token', asker.auth)).statusCode).toBe(200);
    expect(await t.mailsTo(asker.user.email)).toEqual([]);
    expect(await auditsOf(asker.user.id, 'account.delete_requested')).toEqual([]);
    // An empty password is a validation error.
    expect((await call('POST', '/api/account/delete', asker.auth, { password: '' })).statusCode).toBe(400);
  });

  it('ends every session; a login within 7 days cancels it; after 7 days the job erases the account', async () => {
    const { asker, adviser } = await world({ asker: 'Törlő Tünde', adviser: 'Maradó Márk', word: 'TOROL' });
    await withPassword(asker.user.id);
    const second = await createSession(t.app.db, clock.now(), asker.user.id);
    const start = clock.now();

    const res = await call('POST', '/api/account/delete', asker.auth, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const scheduledFor = new Date(start.getTime() + 7 * DAY_MS).toISOString();
    expect(res.json()).toEqual({ success: true, data: { scheduledFor } });
    // Logged out everywhere.
    expect((await call('GET', '/api/auth/verify-token', asker.auth)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/verify-token', bearer(second))).statusCode).toBe(401);
    const [requested] = await t.mailsTo(asker.user.email);
    expect(requested?.subject).toBe('Fiókja törlését kérte – Tanácsadó portál');
    expect(requested?.text).toContain('jelentkezzen be: a bejelentkezés visszavonja a törlést');
    expect(requested?.text).toContain('8 évig');
    expect(requested?.text).toContain('„Törölt felhasználó”');
    expect(await auditsOf(asker.user.id, 'account.delete_requested')).toHaveLength(1);

    // Day 3: logging in cancels it (mail, audit, the settings page's notice).
    clock.advance(3 * DAY_MS);
    const login = await call('POST', '/api/auth/login', undefined, {
      email: asker.user.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const [afterLogin] = await t.app.db.select().from(users).where(eq(users.id, asker.user.id));
    expect(afterLogin?.deletionRequestedAt).toBeNull();
    const [cancelled] = await t.mailsTo(asker.user.email);
    expect(cancelled?.subject).toBe('A fiók törlését visszavontuk – Tanácsadó portál');
    expect(await auditsOf(asker.user.id, 'account.delete_cancelled')).toHaveLength(1);
    expect((await call('GET', '/api/account/deletion', bearer(token))).json().data.cancelledAt).toEqual(
      expect.any(String),
    );
    // Nothing happens after the original date.
    clock.advance(5 * DAY_MS);
    expect((await t.app.jobs.accountMaintenance.runOnce()).accountsErased).toBe(0);

    // Asked again: an export made meanwhile goes with the account.
    const url = await exportLink(token, asker.user.email);
    const upcoming = await createAppointmentBetween(
      t.app.db,
      { adviser, asker, type },
      new Date(clock.now().getTime() + 10 * DAY_MS),
    );
    expect(
      (await call('POST', '/api/account/delete', bearer(token), { password: PASSWORD })).statusCode,
    ).toBe(200);
    clock.advance(7 * DAY_MS - MINUTE_MS);
    expect((await t.app.jobs.accountMaintenance.runOnce()).accountsErased).toBe(0);
    clock.advance(2 * MINUTE_MS);
    // Two instances at once: one erasure.
    const runs = await Promise.all([
      t.app.jobs.accountMaintenance.runOnce(),
      t.app.jobs.accountMaintenance.runOnce(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.accountsErased, 0)).toBe(1);

    // The same erasure as the admin's: pseudonymised (the kept booking and payment refer to the row).
    const [erased] = await t.app.db.select().from(users).where(eq(users.id, asker.user.id));
    expect(erased).toMatchObject({ name: ERASED_USER_NAME, email: `torolt-${asker.user.id}@torolt.invalid` });
    expect(erased?.disabledAt).not.toBeNull();
    expect(erased?.deletionRequestedAt).toBeNull();
    expect(await auditsOf(asker.user.id, 'account.erase')).toHaveLength(1);
    const [message] = await t.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.senderId, asker.user.id));
    expect(message?.body).toBe('');
    expect(await t.app.db.select().from(payments).where(eq(payments.userId, asker.user.id))).toHaveLength(1);
    // The upcoming booking was cancelled by the system; the adviser was told without the asker's name.
    const [booking] = await t.app.db.select().from(appointments).where(eq(appointments.id, upcoming.id));
    expect(booking?.status).toBe('cancelled_by_system');
    const adviserMails = await t.mailsTo(adviser.user.email);
    expect(adviserMails.some((mail) => mail.text.includes('A felhasználói fiók törlésre került.'))).toBe(
      true,
    );
    expect(adviserMails.some((mail) => mail.text.includes('Törlő Tünde'))).toBe(false);
    // The export and its file are gone; the old password opens nothing.
    expect((await t.request({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404);
    expect(await t.app.db.select().from(dataExports).where(eq(dataExports.userId, asker.user.id))).toEqual(
      [],
    );
    const login2 = await call('POST', '/api/auth/login', undefined, {
      email: asker.user.email,
      password: PASSWORD,
    });
    expect(login2.statusCode).toBe(401);
  });

  it('an account nothing refers to is removed; a two-factor login cancels a request too', async () => {
    const lonely = await createAsker(t.app.db, { name: 'Magányos Miklós' });
    await withPassword(lonely.user.id);
    expect((await call('POST', '/api/account/delete', lonely.auth, { password: PASSWORD })).statusCode).toBe(
      200,
    );

    const careful = await createAsker(t.app.db, { name: 'Kétlépcsős Kata' });
    await t.app.db
      .update(users)
      .set({ passwordHash, twoFactorEnabled: true })
      .where(eq(users.id, careful.user.id));
    expect((await call('POST', '/api/account/delete', careful.auth, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    const first = await call('POST', '/api/auth/login', undefined, {
      email: careful.user.email,
      password: PASSWORD,
    });
    expect(first.json().requiresTwoFactor).toBe(true);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, careful.user.id));
    // The password step alone cancels nothing.
    expect(user?.deletionRequestedAt).not.toBeNull();
    const verified = await call('POST', '/api/auth/verify-2fa', undefined, {
      email: careful.user.email,
      code: await t.lastCode(careful.user.email),
    });
    expect(verified.statusCode).toBe(200);
    const [kept] = await t.app.db.select().from(users).where(eq(users.id, careful.user.id));
    expect(kept?.deletionRequestedAt).toBeNull();
    expect(await auditsOf(careful.user.id, 'account.delete_cancelled')).toHaveLength(1);

    clock.advance(7 * DAY_MS + MINUTE_MS);
    expect((await t.app.jobs.accountMaintenance.runOnce()).accountsErased).toBe(1);
    expect(await t.app.db.select().from(users).where(eq(users.id, lonely.user.id))).toEqual([]);
    expect(await t.app.db.select().from(users).where(eq(users.id, careful.user.id))).toHaveLength(1);
  });

  it('the last active admin cannot delete their account', async () => {
    // The only admins of this database are made here.
    const admin = await createUser(t.app.db, { role: 'admin', name: 'Egyetlen Admin' });
    await withPassword(admin.user.id);
    const refused = await call('POST', '/api/account/delete', admin.auth, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect(refused.json().message).toContain('utolsó aktív adminisztrátor');
    expect((await call('GET', '/api/auth/verify-token', admin.auth)).statusCode).toBe(200);

    const second = await createUser(t.app.db, { role: 'admin', name: 'Második Admin' });
    await withPassword(second.user.id);
    expect((await call('POST', '/api/account/delete', admin.auth, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    // The other one is now the last one who stays.
    expect((await call('POST', '/api/account/delete', second.auth, { password: PASSWORD })).statusCode).toBe(
      409,
    );
  });
});

describe('export contents helper', () => {
  it('the ZIP is valid when a stored file went missing (it is left out)', async () => {
    const asker = await createAsker(t.app.db, { name: 'Hiányzó Hugó' });
    const key = `media/${asker.user.id}/${randomUUID()}.webp`;
    await t.app.db.insert(media).values({
      userId: asker.user.id,
      type: 'profile',
      filename: 'x.jpg',
      path: key,
      mimeType: 'image/webp',
      sizeBytes: 10,
      width: 300,
      height: 300,
    });
    const url = await exportLink(asker.token, asker.user.email);
    const files = await unzip((await t.request({ method: 'GET', url: pathOf(url) })).rawPayload);
    expect(files.has('profile.json')).toBe(true);
    expect(files.has('files/images/profilkep.webp')).toBe(false);
  });
});

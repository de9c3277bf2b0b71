import type { IntakeQuestionInput } from '@common/api/intake';
import { BOOKING_DOCUMENT_MAX_BYTES } from '@common/constants';
import { messages } from '@common/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { appointments, bookingDocuments } from '../../db/schema';
import { DAY_MS, HOUR_MS, type ManualClock, MINUTE_MS } from '../../lib/clock';
import { StoredObjectNotFound } from '../../lib/storage';
import { createAsker, createMondayAdviser, createUser, multipart } from '../../test/fixtures';
import { appWithTypeForSuite, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

/** Issue 40, part 2: documents attached to a booking through a `file` question. */
let t: TestApp;
let clock: ManualClock;
let type: { id: string };

/** Small, so a few uploads reach it (each test's asker is new, so they do not add up). */
const ASKER_QUOTA = 200 * 1024;
appWithTypeForSuite(
  '2026-11-22T09:00:00Z',
  'Családjogi tanácsadás (dokumentumok)',
  (opened) => ({ t, clock, type } = opened),
  { uploadQuota: { kerdezo: ASKER_QUOTA } },
);

type Headers = Record<string, string>;
const session = async (userId: string) => ({
  authorization: `Bearer ${await createSession(t.app.db, clock.now(), userId)}`,
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A real (minimal) Word document: a ZIP with the parts that make it one. */
async function docx() {
  const zip = new ZipFile();
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '[Content_Types].xml',
  );
  zip.addBuffer(Buffer.from('<w:document/>'), 'word/document.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const QUESTIONS: IntakeQuestionInput[] = [
  { kind: 'short_text', label: 'Miben segíthetek?', required: true },
  { kind: 'file', label: 'Csatolja a bírósági végzést', helpText: 'PDF vagy fotó', required: true },
];

/** A visible adviser offering the suite's type (free Monday 09:00–12:00) with QUESTIONS saved. */
async function adviser() {
  const account = await createMondayAdviser(t.app.db, [type.id]);
  const auth = await session(account.user.id);
  const res = await t.send('PUT', `/api/tanacsadok/${account.adviser.id}/intake-questions/${type.id}`, auth, {
    questions: QUESTIONS,
  });
  expect(res.statusCode).toBe(200);
  const ids: string[] = res.json().data.questions.map((question: { id: string }) => question.id);
  return { ...account, auth, textId: ids[0] as string, fileId: ids[1] as string };
}

async function asker() {
  const account = await createAsker(t.app.db, { expiresInDays: 30 });
  return { ...account, auth: await session(account.user.id) };
}

async function upload(
  headers: Headers,
  adviserId: string,
  file: { name: string; data: Buffer; type?: string },
) {
  const body = await multipart({}, file);
  return t.send(
    'POST',
    `/api/tanacsadok/${adviserId}/booking-documents`,
    { ...headers, ...body.headers },
    body.payload,
  );
}

async function uploaded(headers: Headers, adviserId: string, name = 'vegzes.pdf', data = PDF) {
  const res = await upload(headers, adviserId, { name, data, type: 'application/pdf' });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; filename: string; mimeType: string; size: number };
}

const book = (headers: Headers, owner: Awaited<ReturnType<typeof adviser>>, documentIds: string[]) =>
  t.send('POST', '/api/appointments', headers, {
    expertId: owner.adviser.id,
    startTime: '2026-11-23T09:00:00+01:00',
    consultationType: type.id,
    intakeAnswers: { [owner.textId]: 'Kapcsolattartás', [owner.fileId]: documentIds },
  });

const linkOf = (headers: Headers, id: string) => t.send('POST', `/api/booking-documents/${id}/link`, headers);

async function download(headers: Headers, id: string) {
  const link = await linkOf(headers, id);
  expect(link.statusCode).toBe(200);
  return t.request({ method: 'GET', url: link.json().data.url });
}

const documentRows = (uploaderId: string) =>
  t.app.db.select().from(bookingDocuments).where(eq(bookingDocuments.uploaderId, uploaderId));

describe('attaching documents to a booking', () => {
  it('takes a PDF with the booking; the asker, the adviser and admins read it through a signed link', async () => {
    const owner = await adviser();
    const client = await asker();
    const document = await uploaded(client.auth, owner.adviser.id);
    expect(document).toMatchObject({ filename: 'vegzes.pdf', mimeType: 'application/pdf', size: PDF.length });

    // Not yet booked: the adviser cannot read it.
    expect((await linkOf(owner.auth, document.id)).statusCode).toBe(404);

    const booked = await book(client.auth, owner, [document.id]);
    expect(booked.statusCode).toBe(201);
    const answer = booked.json().data.intakeAnswers[1];
    expect(answer).toMatchObject({ label: 'Csatolja a bírósági végzést', kind: 'file', value: 'vegzes.pdf' });
    expect(answer.documents).toEqual([document]);
    const [row] = await documentRows(client.user.id);
    expect(row?.appointmentId).toBe(booked.json().data.id);

    // The adviser sees the same answer on the appointment and downloads the bytes.
    const seen = await t.send('GET', `/api/appointments/${booked.json().data.id}`, owner.auth);
    expect(seen.json().data.intakeAnswers[1].documents).toEqual([document]);
    const admin = await createUser(t.app.db, { role: 'admin' });
    for (const headers of [owner.auth, client.auth, admin.auth]) {
      const file = await download(headers, document.id);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''vegzes.pdf");
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-store');
    }

    // The adviser's booking mail names how many files, not their names.
    const [mail] = await t.mailsTo(owner.user.email);
    expect(mail?.text).toContain(`Csatolja a bírósági végzést: ${messages.intake.documentCount(1)}`);
    expect(mail?.text).not.toContain('vegzes.pdf');
  });

  it('refuses strangers: another asker, another adviser, no signature, a forged or an expired one', async () => {
    const owner = await adviser();
    const client = await asker();
    const document = await uploaded(client.auth, owner.adviser.id);
    expect((await book(client.auth, owner, [document.id])).statusCode).toBe(201);

    const stranger = await asker();
    const otherAdviser = await createMondayAdviser(t.app.db, [type.id]);
    for (const headers of [stranger.auth, await session(otherAdviser.user.id)]) {
      const res = await linkOf(headers, document.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(messages.intake.documentNotFound);
    }
    expect((await linkOf({}, document.id)).statusCode).toBe(401);

    const fileUrl = `/api/booking-documents/${document.id}/file`;
    expect((await t.request({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
    const { url } = (await linkOf(client.auth, document.id)).json().data as { url: string };
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.request({ method: 'GET', url: forged })).statusCode).toBe(404);
    // A signature is for its own document only.
    const other = await uploaded(client.auth, owner.adviser.id, 'masik.pdf');
    const swapped = url.replace(document.id, other.id);
    expect((await t.request({ method: 'GET', url: swapped })).statusCode).toBe(404);
    // A link is short-lived.
    clock.advance(6 * MINUTE_MS);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('accepts JPEG, PNG and DOCX by their content and refuses a file disguised by its extension', async () => {
    const owner = await adviser();
    const client = await asker();
    const word = await upload(client.auth, owner.adviser.id, {
      name: 'nyilatkozat.docx',
      data: await docx(),
      type: 'application/octet-stream',
    });
    expect(word.statusCode).toBe(201);
    expect(word.json().data.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    // A script named .pdf and sent as a PDF is not one.
    const disguised = await upload(client.auth, owner.adviser.id, {
      name: 'vegzes.pdf',
      data: Buffer.from('#!/bin/sh\necho pwned\n'),
      type: 'application/pdf',
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error).toBe(messages.intake.documentType);
    // A GIF is a picture, but not one of the accepted kinds.
    const gif = await upload(client.auth, owner.adviser.id, {
      name: 'kep.png',
      data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
      type: 'image/png',
    });
    expect(gif.statusCode).toBe(415);
    expect(await documentRows(client.user.id)).toHaveLength(1);
  });

  it('refuses a file over 10 MB and uploads past the quota, storing nothing of them', async () => {
    const owner = await adviser();
    const client = await asker();
    const big = Buffer.concat([PDF, Buffer.alloc(BOOKING_DOCUMENT_MAX_BYTES)]);
    const tooBig = await upload(client.auth, owner.adviser.id, { name: 'nagy.pdf', data: big });
    expect(tooBig.statusCode).toBe(413);

    const chunk = Buffer.concat([PDF, Buffer.alloc(90 * 1024)]);
    await uploaded(client.auth, owner.adviser.id, 'elso.pdf', chunk);
    await uploaded(client.auth, owner.adviser.id, 'masodik.pdf', chunk);
    const third = await upload(client.auth, owner.adviser.id, { name: 'harmadik.pdf', data: chunk });
    expect(third.statusCode).toBe(413);
    expect(third.json().code).toBe('UPLOAD_QUOTA_EXCEEDED');
    expect((await documentRows(client.user.id)).map((row) => row.filename).sort()).toEqual([
      'elso.pdf',
      'masodik.pdf',
    ]);
  });

  it('books nothing when a file answer is missing, too long, or names a document that is not the asker’s', async () => {
    const owner = await adviser();
    const client = await asker();
    const missing = await book(client.auth, owner, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(messages.intake.requiredAnswer('Csatolja a bírósági végzést'));

    const six = await Promise.all(
      ['1', '2', '3', '4', '5', '6'].map((n) => uploaded(client.auth, owner.adviser.id, `${n}.pdf`)),
    );
    const tooMany = await book(
      client.auth,
      owner,
      six.map((document) => document.id),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(messages.intake.tooManyDocuments(5));

    // Someone else's upload (guessed or leaked id) is not the asker's to attach.
    const other = await asker();
    const theirs = await uploaded(other.auth, owner.adviser.id);
    const foreign = await book(client.auth, owner, [theirs.id]);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().error).toBe(messages.intake.documentGone);
    expect(
      await t.app.db.select().from(appointments).where(eq(appointments.adviserId, owner.adviser.id)),
    ).toEqual([]);

    // A document one booking took cannot go with another.
    expect((await book(client.auth, owner, [six[0]?.id as string])).statusCode).toBe(201);
    const again = await t.send('POST', '/api/appointments', client.auth, {
      expertId: owner.adviser.id,
      startTime: '2026-11-23T10:00:00+01:00',
      consultationType: type.id,
      intakeAnswers: { [owner.textId]: 'Újra', [owner.fileId]: [six[0]?.id] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets the uploader take back a waiting document, and sweeps the ones no booking took within a day', async () => {
    const owner = await adviser();
    const client = await asker();
    const kept = await uploaded(client.auth, owner.adviser.id, 'marad.pdf');
    const taken = await uploaded(client.auth, owner.adviser.id, 'foglalt.pdf');
    const abandoned = await uploaded(client.auth, owner.adviser.id, 'elhagyott.pdf');
    const removed = await uploaded(client.auth, owner.adviser.id, 'torolt.pdf');

    const stranger = await asker();
    expect((await t.send('DELETE', `/api/booking-documents/${removed.id}`, stranger.auth)).statusCode).toBe(
      404,
    );
    expect((await t.send('DELETE', `/api/booking-documents/${removed.id}`, client.auth)).statusCode).toBe(
      200,
    );
    expect((await book(client.auth, owner, [taken.id])).statusCode).toBe(201);
    // Taken by a booking: no longer the uploader's to delete.
    expect((await t.send('DELETE', `/api/booking-documents/${taken.id}`, client.auth)).statusCode).toBe(404);

    const keys = new Map((await documentRows(client.user.id)).map((row) => [row.filename, row.storageKey]));
    clock.advance(DAY_MS - HOUR_MS);
    await t.app.jobs.abandonedDocuments.runOnce();
    expect(await documentRows(client.user.id)).toHaveLength(3);

    clock.advance(2 * HOUR_MS);
    await t.app.jobs.abandonedDocuments.runOnce();
    expect((await documentRows(client.user.id)).map((row) => row.filename)).toEqual(['foglalt.pdf']);
    await expect(t.app.privateStorage.stat(keys.get('elhagyott.pdf') as string)).rejects.toBeInstanceOf(
      StoredObjectNotFound,
    );
    await expect(t.app.privateStorage.stat(keys.get('foglalt.pdf') as string)).resolves.toBeDefined();
    expect(kept.id).not.toBe(abandoned.id);
  });
});

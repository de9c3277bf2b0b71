import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import { createAsker, createMondayAdviser, createType, PASSWORD, uniqueEmail } from '../../test/fixtures';
import { createTestAppAt, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';
import { mailTemplates } from './templates';

/** How the mails look to their reader (issue 36): the code where it is asked for, dates in the one style. */

let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  ({ t, clock } = await createTestAppAt('2026-11-22T09:00:00Z'));
});

afterAll(() => t.close());

/** The non-empty lines of a plain-text mail. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The text of the HTML paragraphs, in order. */
const htmlParagraphsOf = (html: string) =>
  [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => (match[1] as string).trim());

describe('the mails with a code', () => {
  it('puts the verification code right under "az alábbi kódot:", in the text and in the HTML', async () => {
    const email = uniqueEmail('regisztralo');
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kovács Éva', email, password: PASSWORD, role: 'kerdezo', acceptTerms: true },
    });
    expect(registered.statusCode).toBe(201);
    const [mail] = await t.mailsTo(email);
    const code = await t.lastCode(email);

    const lines = linesOf(mail?.text ?? '');
    const asked = lines.findIndex((line) => line.endsWith('az alábbi kódot:'));
    expect(asked, mail?.text).toBeGreaterThan(-1);
    expect(lines[asked + 1]).toBe(code);

    const paragraphs = htmlParagraphsOf(mail?.html ?? '');
    const askedInHtml = paragraphs.findIndex((p) => p.endsWith('az alábbi kódot:'));
    expect(askedInHtml, mail?.html).toBeGreaterThan(-1);
    expect(paragraphs[askedInHtml + 1]).toBe(code);
  });

  it('does the same in the two-factor and the password-reset mails', () => {
    const context = { publicUrl: 'http://localhost:3000' };
    for (const mail of [
      mailTemplates.twoFactorCode({ name: 'Kovács Éva', code: '123456' }, context),
      mailTemplates.passwordResetCode({ name: 'Kovács Éva', code: '654321' }, context),
    ]) {
      const lines = linesOf(mail.text);
      const asked = lines.findIndex((line) => line.endsWith('az alábbi kódot:'));
      expect(asked, mail.text).toBeGreaterThan(-1);
      expect(lines[asked + 1]).toMatch(/^\d{6}$/);
      const paragraphs = htmlParagraphsOf(mail.html);
      const askedInHtml = paragraphs.findIndex((p) => p.endsWith('az alábbi kódot:'));
      expect(paragraphs[askedInHtml + 1]).toMatch(/^\d{6}$/);
    }
  });
});

describe('a booking mail', () => {
  it('writes the Budapest date and time in the one style, and the local date of a reader abroad too', async () => {
    const type = await createType(t.app.db, 'Pénzügyi tanácsadás');
    const adviser = await createMondayAdviser(t.app.db, [type.id]);
    // The adviser's browser said Honolulu: Monday 09:00 in Budapest is Sunday 22:00 there.
    await t.app.db.update(users).set({ timeZone: 'Pacific/Honolulu' }).where(eq(users.id, adviser.user.id));
    const asker = await createAsker(t.app.db, { expiresInDays: 30 });
    const booked = await t.request({
      method: 'POST',
      url: '/api/appointments',
      headers: { authorization: `Bearer ${await createSession(t.app.db, clock.now(), asker.user.id)}` },
      payload: {
        expertId: adviser.adviser.id,
        startTime: '2026-11-23T09:00:00+01:00',
        consultationType: type.id,
      },
    });
    expect(booked.statusCode).toBe(201);

    const [mail] = await t.mailsTo(adviser.user.email);
    expect(mail?.subject).toContain('Új foglalás');
    expect(mail?.text).toContain(
      'új időpontot foglalt: 2026. november 23. 09:00–10:00 (budapesti idő) – november 22. 22:00–23:00 Honolulu (Pénzügyi tanácsadás).',
    );
    // No abbreviated months or numeric dates anywhere in it.
    expect(mail?.text).not.toMatch(
      /\b(jan|febr|márc|ápr|jún|júl|aug|szept|okt|nov|dec)\.|\d{4}\. \d{2}\. \d{2}\./,
    );
  });
});

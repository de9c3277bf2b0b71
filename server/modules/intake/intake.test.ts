import type { IntakeQuestionInput } from '@common/api/intake';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, intakeQuestions } from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import { createAdviser, createAsker, createMondayAdviser, createType, createUser } from '../../test/fixtures';
import { appWithTypeForSuite, type TestApp } from '../../test/test-app';
import { createSession } from '../auth/sessions';

/** Issue 40: the questions an adviser asks when booked, the answers kept with the appointment. */
let t: TestApp;
let clock: ManualClock;
let type: { id: string };

appWithTypeForSuite(
  '2026-11-22T09:00:00Z',
  'Jogi tanácsadás (kérdések)',
  (opened) => ({ t, clock, type } = opened),
);

type Headers = Record<string, string>;
const session = async (userId: string) => ({
  authorization: `Bearer ${await createSession(t.app.db, clock.now(), userId)}`,
});

/** A visible adviser offering the suite's type, free Monday 09:00–12:00 Budapest time. */
async function adviser() {
  const account = await createMondayAdviser(t.app.db, [type.id]);
  return { ...account, auth: await session(account.user.id) };
}

async function asker() {
  const account = await createAsker(t.app.db, { expiresInDays: 30 });
  return { ...account, auth: await session(account.user.id) };
}

const questionsUrl = (adviserId: string, typeId = type.id) =>
  `/api/tanacsadok/${adviserId}/intake-questions/${typeId}`;
const putQuestions = (adviserId: string, questions: unknown, headers: Headers, typeId = type.id) =>
  t.send('PUT', questionsUrl(adviserId, typeId), headers, { questions } as object);
const getQuestions = (adviserId: string, typeId = type.id, headers: Headers = {}) =>
  t.send('GET', `/api/tanacsadok/${adviserId}/intake-questions?typeId=${typeId}`, headers);

const MONDAY_9 = '2026-11-23T09:00:00+01:00';
const book = (headers: Headers, expertId: string, intakeAnswers?: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/appointments',
    headers,
    payload: {
      expertId,
      startTime: MONDAY_9,
      consultationType: type.id,
      ...(intakeAnswers === undefined ? {} : { intakeAnswers }),
    },
  });

/** One question of each kind, all required. */
const EVERY_KIND: IntakeQuestionInput[] = [
  { kind: 'short_text', label: 'Milyen ügyben keres?', required: true },
  { kind: 'long_text', label: 'Írja le röviden a helyzetét', helpText: 'Pár mondat elég.', required: true },
  { kind: 'single_choice', label: 'Hol lakik?', required: true, options: ['Budapest', 'Vidék'] },
  {
    kind: 'multiple_choice',
    label: 'Milyen iratai vannak?',
    required: true,
    options: ['Szerződés', 'Számla', 'Levelezés'],
  },
  { kind: 'yes_no', label: 'Volt már ügyvédje?', required: true },
  { kind: 'date', label: 'Mikor kezdődött az ügy?', required: true },
];

/** An adviser with the questions saved; their ids in order. */
async function adviserWithQuestions(questions: IntakeQuestionInput[] = EVERY_KIND) {
  const account = await adviser();
  const res = await putQuestions(account.adviser.id, questions, account.auth);
  expect(res.statusCode).toBe(200);
  const ids: string[] = res.json().data.questions.map((question: { id: string }) => question.id);
  return { ...account, ids };
}

/** Answers to EVERY_KIND that fit, by question id. */
const validAnswers = (ids: string[]) => ({
  [ids[0] as string]: 'Munkahelyi vita',
  [ids[1] as string]: 'Felmondtak.\nNem fizették ki a végkielégítést.',
  [ids[2] as string]: 'Vidék',
  [ids[3] as string]: ['Szerződés', 'Levelezés'],
  [ids[4] as string]: false,
  [ids[5] as string]: '2026-10-01',
});

const appointmentsOf = (adviserId: string) =>
  t.app.db.select().from(appointments).where(eq(appointments.adviserId, adviserId));

describe('saving and reading the questions', () => {
  it('saves every kind in order and shows them to anyone for the booking page', async () => {
    const owner = await adviser();
    const res = await putQuestions(owner.adviser.id, EVERY_KIND, owner.auth);
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.questions.map((question: { kind: string }) => question.kind)).toEqual(
      EVERY_KIND.map((question) => question.kind),
    );
    expect(saved.questions[1]).toMatchObject({
      label: 'Írja le röviden a helyzetét',
      helpText: 'Pár mondat elég.',
      required: true,
      options: [],
    });
    expect(saved.questions[3].options).toEqual(['Szerződés', 'Számla', 'Levelezés']);
    // A guest reads the same list.
    const read = await getQuestions(owner.adviser.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(saved);
  });

  it('replaces the whole list; a question sent with its id keeps it', async () => {
    const owner = await adviserWithQuestions();
    const [first, second] = owner.ids;
    const res = await putQuestions(
      owner.adviser.id,
      [
        { id: second, kind: 'long_text', label: 'Mi történt?' },
        { id: first, kind: 'short_text', label: 'Ügy tárgya', required: true },
      ],
      owner.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.questions.map((question: { id: string }) => question.id)).toEqual([second, first]);
    expect(
      await t.app.db.select().from(intakeQuestions).where(eq(intakeQuestions.adviserId, owner.adviser.id)),
    ).toHaveLength(2);
    // An id that is not one of this type's questions is refused, and nothing changes.
    const other = await adviserWithQuestions();
    const foreign = await putQuestions(
      owner.adviser.id,
      [{ id: other.ids[0], kind: 'short_text', label: 'Lopott' }],
      owner.auth,
    );
    expect(foreign.statusCode).toBe(400);
    expect((await getQuestions(owner.adviser.id)).json().data.questions).toHaveLength(2);
    // An empty list removes them all.
    expect((await putQuestions(owner.adviser.id, [], owner.auth)).json().data.questions).toEqual([]);
  });

  it('lets an admin save them; another adviser and an asker get 403, a guest 401', async () => {
    const owner = await adviser();
    const admin = await createUser(t.app.db, { role: 'admin' });
    const one = [{ kind: 'yes_no', label: 'Sürgős?' }];
    expect((await putQuestions(owner.adviser.id, one, await session(admin.user.id))).statusCode).toBe(200);
    const stranger = await adviser();
    expect((await putQuestions(owner.adviser.id, one, stranger.auth)).statusCode).toBe(403);
    expect((await putQuestions(owner.adviser.id, one, (await asker()).auth)).statusCode).toBe(403);
    expect((await putQuestions(owner.adviser.id, one, {})).statusCode).toBe(401);
    expect((await getQuestions(owner.adviser.id)).json().data.questions).toHaveLength(1);
  });

  it('only for a type the adviser offers', async () => {
    const owner = await adviser();
    const other = await createType(t.app.db, 'Adótanácsadás (kérdések)');
    const put = await putQuestions(
      owner.adviser.id,
      [{ kind: 'yes_no', label: 'Igen?' }],
      owner.auth,
      other.id,
    );
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('TYPE_NOT_OFFERED');
    expect((await getQuestions(owner.adviser.id, other.id)).statusCode).toBe(404);
    // Giving up the type takes its questions along.
    const offered = await adviserWithQuestions();
    await t.send('PUT', `/api/tanacsadok/${offered.adviser.id}/consulting-topics`, offered.auth, [other.id]);
    expect(
      await t.app.db.select().from(intakeQuestions).where(eq(intakeQuestions.adviserId, offered.adviser.id)),
    ).toEqual([]);
  });

  it('hides an unlisted adviser’s questions from others (404) but not from the adviser', async () => {
    const hidden = await createAdviser(t.app.db, { topicIds: [type.id], active: false });
    const auth = await session(hidden.user.id);
    expect(
      (await putQuestions(hidden.adviser.id, [{ kind: 'yes_no', label: 'Kérdés' }], auth)).statusCode,
    ).toBe(200);
    expect((await getQuestions(hidden.adviser.id)).statusCode).toBe(404);
    expect((await getQuestions(hidden.adviser.id, type.id, auth)).statusCode).toBe(200);
  });

  it.each([
    ['a choice with one option', [{ kind: 'single_choice', label: 'Melyik?', options: ['Egy'] }]],
    [
      'a choice with 11 options',
      [{ kind: 'multiple_choice', label: 'Melyik?', options: Array.from({ length: 11 }, (_, i) => `O${i}`) }],
    ],
    [
      'an option of 101 characters',
      [{ kind: 'single_choice', label: 'Melyik?', options: ['a'.repeat(101), 'b'] }],
    ],
    ['repeated options', [{ kind: 'single_choice', label: 'Melyik?', options: ['Egy', 'Egy'] }]],
    ['options on a text question', [{ kind: 'short_text', label: 'Mi?', options: ['Egy', 'Kettő'] }]],
    ['an empty label', [{ kind: 'short_text', label: '  ' }]],
    ['a label of 201 characters', [{ kind: 'short_text', label: 'a'.repeat(201) }]],
    ['a help text of 301 characters', [{ kind: 'short_text', label: 'Mi?', helpText: 'a'.repeat(301) }]],
    ['an unknown kind', [{ kind: 'signature', label: 'Aláírás' }]],
    ['11 questions', Array.from({ length: 11 }, (_, i) => ({ kind: 'yes_no', label: `Kérdés ${i}` }))],
  ])('refuses %s with a Hungarian message', async (_case, questions) => {
    const owner = await adviser();
    const res = await putQuestions(owner.adviser.id, questions, owner.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().details)).toMatch(/[áéíóöőúüű]|Adja|Legfeljebb|Csak/);
    expect((await getQuestions(owner.adviser.id)).json().data.questions).toEqual([]);
  });

  it('takes 10 questions and the option limits 2 and 10', async () => {
    const owner = await adviser();
    const questions = [
      { kind: 'single_choice', label: 'Kettő', options: ['a', 'b'] },
      { kind: 'multiple_choice', label: 'Tíz', options: Array.from({ length: 10 }, (_, i) => `O${i}`) },
      ...Array.from({ length: 8 }, (_, i) => ({ kind: 'yes_no', label: `Kérdés ${i}` })),
    ];
    const res = await putQuestions(owner.adviser.id, questions, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.questions).toHaveLength(10);
  });
});

describe('answers at booking', () => {
  it('keeps every kind of answer with the appointment and shows them to both parties and the admin', async () => {
    const owner = await adviserWithQuestions();
    const client = await asker();
    const res = await book(client.auth, owner.adviser.id, validAnswers(owner.ids));
    expect(res.statusCode).toBe(201);
    const expected = [
      { label: 'Milyen ügyben keres?', kind: 'short_text', value: 'Munkahelyi vita' },
      {
        label: 'Írja le röviden a helyzetét',
        kind: 'long_text',
        value: 'Felmondtak.\nNem fizették ki a végkielégítést.',
      },
      { label: 'Hol lakik?', kind: 'single_choice', value: 'Vidék' },
      { label: 'Milyen iratai vannak?', kind: 'multiple_choice', value: 'Szerződés, Levelezés' },
      { label: 'Volt már ügyvédje?', kind: 'yes_no', value: 'Nem' },
      { label: 'Mikor kezdődött az ügy?', kind: 'date', value: '2026. 10. 01.' },
    ];
    expect(res.json().data.intakeAnswers).toEqual(expected);
    const id = res.json().data.id;
    for (const auth of [owner.auth, client.auth]) {
      const read = await t.send('GET', `/api/appointments/${id}`, auth);
      expect(read.json().data.intakeAnswers).toEqual(expected);
    }
    const admin = await createUser(t.app.db, { role: 'admin' });
    const drawer = await t.send('GET', `/api/admin/appointments/${id}`, await session(admin.user.id));
    expect(drawer.statusCode).toBe(200);
    expect(drawer.json().data.intakeAnswers).toEqual(expected);
  });

  it('answers an empty list without questions, and leaves out optional ones not answered', async () => {
    const plain = await adviser();
    const res = await book((await asker()).auth, plain.adviser.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.intakeAnswers).toEqual([]);
    const owner = await adviserWithQuestions([
      { kind: 'short_text', label: 'Megjegyzés' },
      { kind: 'multiple_choice', label: 'Mi érdekli?', options: ['A', 'B'] },
      { kind: 'yes_no', label: 'Hívhatjuk?' },
    ]);
    const answered = await book((await asker()).auth, owner.adviser.id, {
      [owner.ids[0] as string]: '',
      [owner.ids[1] as string]: [],
      [owner.ids[2] as string]: true,
    });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().data.intakeAnswers).toEqual([
      { label: 'Hívhatjuk?', kind: 'yes_no', value: 'Igen' },
    ]);
  });

  it('books nothing when a required answer is missing, and names the question', async () => {
    const owner = await adviserWithQuestions();
    const answers: Record<string, unknown> = validAnswers(owner.ids);
    delete answers[owner.ids[2] as string];
    const res = await book((await asker()).auth, owner.adviser.id, answers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kérjük, válaszoljon a kérdésre: „Hol lakik?”');
    expect(res.json().details).toEqual([
      {
        field: `body.intakeAnswers.${owner.ids[2]}`,
        message: 'Kérjük, válaszoljon a kérdésre: „Hol lakik?”',
      },
    ]);
    // No answers at all: the first required question is named.
    const none = await book((await asker()).auth, owner.adviser.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Milyen ügyben keres?');
    // An empty text is no answer either.
    const empty = await book((await asker()).auth, owner.adviser.id, {
      ...validAnswers(owner.ids),
      [owner.ids[0] as string]: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Milyen ügyben keres?');
    expect(await appointmentsOf(owner.adviser.id)).toEqual([]);
  });

  // Each case breaks one answer of validAnswers (by question index).
  it.each([
    ['a short text of 201 characters', 0, 'a'.repeat(201)],
    ['a line break in a short text', 0, 'egy\nkettő'],
    ['a number for a short text', 0, 42],
    ['a long text of 4001 characters', 1, 'a'.repeat(4001)],
    ['a single choice not among the options', 2, 'Külföld'],
    ['several values for a single choice', 2, ['Vidék']],
    ['a multiple choice not among the options', 3, ['Szerződés', 'Fénykép']],
    ['a multiple choice picked twice', 3, ['Számla', 'Számla']],
    ['an empty multiple choice of a required question', 3, []],
    ['text for a yes/no', 4, 'igen'],
    ['a date in another format', 5, '2026.10.01'],
    ['a day that does not exist', 5, '2026-02-30'],
  ])('refuses %s, and books nothing', async (_case, index, value) => {
    const owner = await adviserWithQuestions();
    const res = await book((await asker()).auth, owner.adviser.id, {
      ...validAnswers(owner.ids),
      [owner.ids[index] as string]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe(`body.intakeAnswers.${owner.ids[index]}`);
    expect(await appointmentsOf(owner.adviser.id)).toEqual([]);
  });

  it('refuses an answer to a question that is not asked', async () => {
    const owner = await adviserWithQuestions();
    const stranger = '9b2f4c4e-0000-4000-8000-000000000001';
    const res = await book((await asker()).auth, owner.adviser.id, {
      ...validAnswers(owner.ids),
      [stranger]: 'Valami',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: `body.intakeAnswers.${stranger}`,
        message: 'Ismeretlen kérdés. Kérjük, töltse újra az oldalt.',
      },
    ]);
    expect(await appointmentsOf(owner.adviser.id)).toEqual([]);
  });

  it('keeps the answers as given when the questions change afterwards', async () => {
    const owner = await adviserWithQuestions();
    const res = await book((await asker()).auth, owner.adviser.id, validAnswers(owner.ids));
    const before = res.json().data.intakeAnswers;
    await putQuestions(
      owner.adviser.id,
      [{ id: owner.ids[0], kind: 'short_text', label: 'Új szöveg', required: false }],
      owner.auth,
    );
    const read = await t.send('GET', `/api/appointments/${res.json().data.id}`, owner.auth);
    expect(read.json().data.intakeAnswers).toEqual(before);
    expect(read.json().data.intakeAnswers[0].label).toBe('Milyen ügyben keres?');
  });
});

describe("the adviser's booking mail", () => {
  const LONG = 'Felmondtak.\nNem fizették ki a végkielégítést.';

  it('lists the answers, long text included by default', async () => {
    const owner = await adviserWithQuestions();
    expect(
      (await t.send('GET', `/api/tanacsadok/${owner.adviser.id}/intake-settings`, owner.auth)).json().data,
    ).toEqual({ intakeInMail: true });
    expect((await book((await asker()).auth, owner.adviser.id, validAnswers(owner.ids))).statusCode).toBe(
      201,
    );
    const [mail] = await t.mailsTo(owner.user.email);
    expect(mail?.subject).toContain('Új foglalás');
    expect(mail?.text).toContain('Milyen ügyben keres?: Munkahelyi vita');
    expect(mail?.text).toContain(`Írja le röviden a helyzetét: ${LONG}`);
    expect(mail?.text).toContain('Milyen iratai vannak?: Szerződés, Levelezés');
    expect(mail?.text).toContain('Volt már ügyvédje?: Nem');
    expect(mail?.text).not.toContain('(a portálon olvasható)');
    // The long answer keeps its line breaks in the HTML part too.
    expect(mail?.html).toContain('white-space:pre-line">Írja le röviden a helyzetét: Felmondtak.\nNem');
  });

  it('leaves long text out when the adviser turned it off', async () => {
    const owner = await adviserWithQuestions();
    const off = await t.send('PUT', `/api/tanacsadok/${owner.adviser.id}/intake-settings`, owner.auth, {
      intakeInMail: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ intakeInMail: false });
    const res = await book((await asker()).auth, owner.adviser.id, validAnswers(owner.ids));
    expect(res.statusCode).toBe(201);
    const [mail] = await t.mailsTo(owner.user.email);
    expect(mail?.text).toContain('Írja le röviden a helyzetét: (a portálon olvasható)');
    expect(mail?.text).not.toContain('végkielégítést');
    // Short answers still come; the portal shows the long one in full.
    expect(mail?.text).toContain('Milyen ügyben keres?: Munkahelyi vita');
    expect(res.json().data.intakeAnswers[1].value).toBe(LONG);
  });

  it('lets only the adviser or an admin read and change the setting', async () => {
    const owner = await adviser();
    const stranger = await adviser();
    const url = `/api/tanacsadok/${owner.adviser.id}/intake-settings`;
    expect((await t.send('PUT', url, stranger.auth, { intakeInMail: false })).statusCode).toBe(403);
    expect((await t.send('GET', url, stranger.auth)).statusCode).toBe(403);
    expect((await t.send('GET', url, {})).statusCode).toBe(401);
    const admin = await createUser(t.app.db, { role: 'admin' });
    expect((await t.send('PUT', url, await session(admin.user.id), { intakeInMail: false })).statusCode).toBe(
      200,
    );
    expect((await t.send('GET', url, owner.auth)).json().data).toEqual({ intakeInMail: false });
  });
});

import { z } from 'zod';
import {
  BOOKING_DOCUMENT_TYPES,
  BOOKING_DOCUMENTS_MAX,
  INTAKE_HELP_TEXT_MAX,
  INTAKE_LABEL_MAX,
  INTAKE_LONG_TEXT_MAX,
  INTAKE_OPTION_MAX,
  INTAKE_OPTIONS_MAX,
  INTAKE_OPTIONS_MIN,
  INTAKE_QUESTION_KINDS,
  INTAKE_QUESTIONS_MAX,
  INTAKE_SHORT_TEXT_MAX,
  type IntakeQuestionKind,
} from '../constants';
import { endpoint } from '../contract';
import { messages } from '../messages';
import { multiline } from '../text-hygiene';
import { adviserIdParams, dataAnswer } from './answers';

/**
 * Intake questions (issue 40): an adviser asks the asker a few questions per consultation type they
 * offer; the asker answers when booking; the answers stay with the appointment as they were given.
 */

const CHOICE_KINDS: ReadonlySet<IntakeQuestionKind> = new Set(['single_choice', 'multiple_choice']);
export const isChoiceKind = (kind: IntakeQuestionKind) => CHOICE_KINDS.has(kind);

/** One question as the adviser saves it; its place in the list is its order. */
export const intakeQuestionInput = z
  .object({
    /** Kept when an existing question is saved again (answers in open booking forms refer to it). */
    id: z.string().uuid('Érvénytelen kérdésazonosító').optional(),
    kind: z.enum(INTAKE_QUESTION_KINDS, { message: 'Ismeretlen kérdéstípus' }),
    label: z
      .string({ message: 'Adja meg a kérdést' })
      .trim()
      .min(1, 'Adja meg a kérdést')
      .max(INTAKE_LABEL_MAX, `A kérdés legfeljebb ${INTAKE_LABEL_MAX} karakter lehet`),
    helpText: z
      .string()
      .trim()
      .max(INTAKE_HELP_TEXT_MAX, `A segítő szöveg legfeljebb ${INTAKE_HELP_TEXT_MAX} karakter lehet`)
      .default(''),
    required: z.boolean({ message: 'A kötelezőség igen/nem érték legyen' }).default(false),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A válaszlehetőség nem lehet üres')
          .max(INTAKE_OPTION_MAX, `Egy válaszlehetőség legfeljebb ${INTAKE_OPTION_MAX} karakter lehet`),
      )
      .default([]),
  })
  .superRefine((question, ctx) => {
    if (!isChoiceKind(question.kind)) {
      if (question.options.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'Csak választós kérdésnek lehetnek válaszlehetőségei',
        });
      }
      return;
    }
    if (question.options.length < INTAKE_OPTIONS_MIN || question.options.length > INTAKE_OPTIONS_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `Adjon meg ${INTAKE_OPTIONS_MIN}–${INTAKE_OPTIONS_MAX} válaszlehetőséget`,
      });
    }
    if (new Set(question.options).size !== question.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A válaszlehetőségek ne ismétlődjenek',
      });
    }
  });
export type IntakeQuestionInput = z.input<typeof intakeQuestionInput>;

/** The whole ordered list of one consultation type's questions (replaces the saved one). */
export const intakeQuestionsBody = z.object({
  questions: z
    .array(intakeQuestionInput)
    .max(INTAKE_QUESTIONS_MAX, `Legfeljebb ${INTAKE_QUESTIONS_MAX} kérdés adható meg`)
    .refine(
      (questions) => {
        const ids = questions.flatMap((question) => (question.id ? [question.id] : []));
        return new Set(ids).size === ids.length;
      },
      { message: 'Egy kérdés csak egyszer szerepelhet' },
    ),
});
export type IntakeQuestionsBody = z.infer<typeof intakeQuestionsBody>;

export const intakeQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(INTAKE_QUESTION_KINDS),
  label: z.string(),
  helpText: z.string(),
  required: z.boolean(),
  /** The choices of a choice question, in order; empty for the other kinds. */
  options: z.array(z.string()),
});
export type IntakeQuestion = z.infer<typeof intakeQuestionSchema>;

/** One consultation type's questions of an adviser, in order. */
export const intakeQuestionsSchema = z.object({
  adviserId: z.string(),
  typeId: z.string(),
  questions: z.array(intakeQuestionSchema),
});
export type IntakeQuestions = z.infer<typeof intakeQuestionsSchema>;

/** Whether the adviser's booking mail carries long free-text answers (default yes). */
export const intakeSettingsSchema = z.object({
  intakeInMail: z.boolean({ message: 'Az érték igen/nem legyen' }),
});
export type IntakeSettings = z.infer<typeof intakeSettingsSchema>;

/** One answer as sent: text, a choice, several choices, yes/no, a date (YYYY-MM-DD) or document ids. */
export const intakeAnswerValue = z.union([z.string(), z.array(z.string()), z.boolean()]);
export type IntakeAnswerValue = z.infer<typeof intakeAnswerValue>;

/**
 * The answers of a booking (question id → answer), as the booking body takes them. Only their shape is
 * checked here; `intakeAnswersSchema` (below) checks them against the questions. Long answers may hold
 * line breaks.
 */
export const intakeAnswersInput = z.record(z.string(), multiline(intakeAnswerValue));
export type IntakeAnswersInput = z.infer<typeof intakeAnswersInput>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LINE_BREAK = /[\r\n\t\u2028\u2029]/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The rule of one answer: its kind's type and limits; a required one present and not empty. */
function answerRule(question: IntakeQuestion): z.ZodType<IntakeAnswerValue | undefined> {
  const required = messages.intake.requiredAnswer(question.label);
  // A missing required answer names its question; a wrong type says what is expected.
  const typed = (expected: string) => ({
    error: (issue: { input?: unknown }) => (issue.input === undefined ? required : expected),
  });
  const text = (max: number, label: string) => {
    let rule = z
      .string(typed('Szöveges választ adjon meg'))
      .trim()
      .max(max, `A válasz legfeljebb ${max} karakter lehet (${label})`);
    if (question.required) rule = rule.min(1, required);
    return rule;
  };
  const inOptions = (value: string) => question.options.includes(value);
  let rule: z.ZodType<IntakeAnswerValue>;
  switch (question.kind) {
    case 'short_text':
      rule = text(INTAKE_SHORT_TEXT_MAX, question.label).refine(
        (value) => !LINE_BREAK.test(value),
        'A rövid válasz nem tartalmazhat sortörést',
      );
      break;
    case 'long_text':
      rule = text(INTAKE_LONG_TEXT_MAX, question.label);
      break;
    case 'single_choice':
      rule = z
        .string(typed('Válasszon egy lehetőséget'))
        .refine((value) => value !== '' || !question.required, required)
        .refine((value) => value === '' || inOptions(value), 'Válasszon a megadott lehetőségek közül');
      break;
    case 'multiple_choice':
      rule = z
        .array(z.string(), typed('Válasszon a megadott lehetőségek közül'))
        .refine((values) => values.length > 0 || !question.required, required)
        .refine((values) => values.every(inOptions), 'Válasszon a megadott lehetőségek közül')
        .refine((values) => new Set(values).size === values.length, 'Egy lehetőség csak egyszer választható');
      break;
    case 'yes_no':
      rule = z.boolean(typed('Igen vagy nem választ adjon'));
      break;
    case 'date':
      rule = z
        .string(typed('Dátumot adjon meg'))
        .refine((value) => value !== '' || !question.required, required)
        .refine(
          (value) => value === '' || (DATE.test(value) && isRealDate(value)),
          'A dátum ÉÉÉÉ-HH-NN formátumú, létező nap legyen',
        );
      break;
    case 'file':
      // The ids of documents uploaded beforehand (POST …/booking-documents); the server checks they are
      // the asker's own and still waiting for a booking.
      rule = z
        .array(z.string().uuid('Érvénytelen dokumentum'), typed('Töltse fel a fájlt'))
        .refine((values) => values.length > 0 || !question.required, required)
        .refine((values) => values.length <= BOOKING_DOCUMENTS_MAX, tooManyDocuments)
        .refine((values) => new Set(values).size === values.length, 'Egy fájl csak egyszer csatolható');
      break;
  }
  return question.required ? rule : rule.optional();
}

/**
 * The answers of a booking checked against the questions (the web form and the server use this one):
 * every required one present and not empty, each of its kind and limits, choices among the options, no
 * answer to a question that is not asked.
 */
export function intakeAnswersSchema(questions: readonly IntakeQuestion[]) {
  const shape: Record<string, z.ZodType<IntakeAnswerValue | undefined>> = {};
  for (const question of questions) shape[question.id] = answerRule(question);
  const fileQuestions = questions.filter((question) => question.kind === 'file');
  // Loose, so an unknown key is reported on its own field (a strict object names only the object).
  return z.looseObject(shape).superRefine((answers, ctx) => {
    for (const key of Object.keys(answers)) {
      if (!Object.hasOwn(shape, key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: messages.intake.unknownQuestion });
      }
    }
    // The limit holds for the whole booking, whatever number of file questions share it.
    const ids = fileQuestions.flatMap((question) => {
      const value = answers[question.id];
      return Array.isArray(value) ? value : [];
    });
    const last = fileQuestions.at(-1);
    if (last && ids.length > BOOKING_DOCUMENTS_MAX) {
      ctx.addIssue({ code: 'custom', path: [last.id], message: tooManyDocuments });
    } else if (last && new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: [last.id], message: 'Egy fájl csak egyszer csatolható' });
    }
  });
}

const tooManyDocuments = messages.intake.tooManyDocuments(BOOKING_DOCUMENTS_MAX);

/** Whether an answer says nothing (an optional question left empty): it is not kept. */
export const isEmptyAnswer = (value: IntakeAnswerValue | undefined) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * An answer as people read it: the text, the choices, Igen/Nem, the date as `2026. 11. 23.`, the names
 * of the attached files.
 */
export function formatIntakeAnswer(answer: Pick<StoredIntakeAnswer, 'kind' | 'value' | 'documents'>): string {
  const { kind, value } = answer;
  if (kind === 'file') return (answer.documents ?? []).map((document) => document.filename).join(', ');
  if (typeof value === 'boolean') return value ? messages.intake.yes : messages.intake.no;
  if (Array.isArray(value)) return value.join(', ');
  if (kind === 'date' && DATE.test(value)) return `${value.replaceAll('-', '. ')}.`;
  return value;
}

/**
 * One answer as the appointment keeps it (`appointments.intake_answers`, in the questions' order): the
 * question's text and kind of the time, so later changes to the questions never alter it.
 */
export interface StoredIntakeAnswer {
  questionId: string;
  label: string;
  kind: IntakeQuestionKind;
  value: IntakeAnswerValue;
  /** A `file` answer's documents (the value holds their ids), as they were when booked. */
  documents?: BookingDocument[];
}

/** A file the asker attached to a booking (its bytes only through a signed link: `documentLink`). */
export const bookingDocumentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  mimeType: z.enum(BOOKING_DOCUMENT_TYPES),
  /** Bytes. */
  size: z.number().int(),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/** One answer on the appointment: the question as it was asked, and the answer as text. */
export const intakeAnswerSchema = z.object({
  label: z.string(),
  kind: z.enum(INTAKE_QUESTION_KINDS),
  value: z.string(),
  /** A `file` question's documents (download: `intakeApi.documentLink`). */
  documents: z.array(bookingDocumentSchema).optional(),
});
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;

const tags = ['tanacsadok'];
const documentParams = z.object({ id: z.string().uuid('Érvénytelen dokumentum azonosító') });

export const intakeApi = {
  /** Public: the booking page asks it before the asker books. */
  get: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/intake-questions',
    tags,
    summary: 'A tanácsadó foglaláskor feltett kérdései egy tanácsadási típushoz',
    params: adviserIdParams,
    query: z.object({ typeId: z.string().uuid('Érvénytelen tanácsadási típus') }),
    responses: { 200: dataAnswer(intakeQuestionsSchema) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/intake-questions/:typeId',
    tags,
    roles: ['tanacsado', 'admin'],
    summary: 'Foglaláskor feltett kérdések mentése egy tanácsadási típushoz (a teljes, rendezett lista)',
    params: z.object({
      id: z.string().uuid('Érvénytelen tanácsadó azonosító'),
      typeId: z.string().uuid('Érvénytelen tanácsadási típus'),
    }),
    body: intakeQuestionsBody,
    responses: { 200: dataAnswer(intakeQuestionsSchema) },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/tanacsadok/:id/intake-settings',
    tags,
    roles: ['tanacsado', 'admin'],
    summary: 'A foglalási kérdések beállításai (hosszú válaszok a levélben)',
    params: adviserIdParams,
    responses: { 200: dataAnswer(intakeSettingsSchema) },
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/tanacsadok/:id/intake-settings',
    tags,
    roles: ['tanacsado', 'admin'],
    summary: 'A foglalási kérdések beállításai: hosszú válaszok a foglalási levélben',
    params: adviserIdParams,
    body: intakeSettingsSchema,
    responses: { 200: dataAnswer(intakeSettingsSchema) },
  }),
  /**
   * An asker uploads a document for a booking with this adviser (multipart field `file`); the booking
   * then names it in a `file` question's answer. Not taken by a booking within a day, it is deleted.
   */
  uploadDocument: endpoint({
    method: 'POST',
    path: '/api/tanacsadok/:id/booking-documents',
    tags,
    roles: ['kerdezo'],
    summary: 'Dokumentum feltöltése egy foglaláshoz (PDF, JPEG, PNG vagy DOCX, legfeljebb 10 MB)',
    params: adviserIdParams,
    multipart: true,
    responses: { 201: dataAnswer(bookingDocumentSchema) },
  }),
  /** The uploader takes back a document no booking has taken yet. */
  deleteDocument: endpoint({
    method: 'DELETE',
    path: '/api/booking-documents/:id',
    tags,
    roles: ['kerdezo'],
    summary: 'Még foglaláshoz nem csatolt dokumentum törlése',
    params: documentParams,
    responses: { 200: z.object({ success: z.literal(true) }) },
  }),
  /**
   * A short-lived signed link to the document's bytes, for the two parties of its booking and admins
   * (the uploader also before booking); anyone else gets 404.
   */
  documentLink: endpoint({
    method: 'POST',
    path: '/api/booking-documents/:id/link',
    tags,
    summary: 'Rövid ideig érvényes, aláírt letöltési link egy foglalási dokumentumhoz',
    params: documentParams,
    responses: { 200: dataAnswer(z.object({ url: z.string(), expiresAt: z.string() })) },
  }),
  /** The bytes, for a valid signature only (no session needed: the link is the permission). */
  documentFile: endpoint({
    method: 'GET',
    path: '/api/booking-documents/:id/file',
    tags,
    summary: 'Foglalási dokumentum letöltése aláírt linkkel',
    params: documentParams,
    query: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
    file: true,
    responses: {},
  }),
};

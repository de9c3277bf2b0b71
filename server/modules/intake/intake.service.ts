import {
  type IntakeAnswersInput,
  type IntakeQuestion,
  type IntakeQuestionsBody,
  intakeAnswersSchema,
  isChoiceKind,
  isEmptyAnswer,
  type StoredIntakeAnswer,
} from '@common/api/intake';
import { messages } from '@common/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { advisers, intakeQuestions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, type FieldError, notFound } from '../../lib/errors';
import { adviserPolicy } from '../advisers/advisers.policy';
import type { AdviserRecord } from '../advisers/advisers.presenter';
import {
  adviserNotFound,
  adviserOwner,
  assertCanManage,
  loadAdviserRecord,
} from '../advisers/advisers.service';
import type { Actor } from '../auth/actor';
import type { ActiveSession } from '../auth/sessions';
import type { BookingDocuments } from './booking-documents';

export const typeNotOffered = () =>
  notFound('Ezt a tanácsadási típust a tanácsadó nem kínálja.', 'TYPE_NOT_OFFERED');

export interface IntakeServiceDeps {
  db: Database;
  clock: Clock;
  documents: BookingDocuments;
}

/** One (adviser, type)'s questions, in order, as the contract writes them. */
export async function loadQuestions(
  db: Database,
  adviserId: string,
  typeId: string,
): Promise<IntakeQuestion[]> {
  return db
    .select({
      id: intakeQuestions.id,
      kind: intakeQuestions.kind,
      label: intakeQuestions.label,
      helpText: intakeQuestions.helpText,
      required: intakeQuestions.required,
      options: intakeQuestions.options,
    })
    .from(intakeQuestions)
    .where(and(eq(intakeQuestions.adviserId, adviserId), eq(intakeQuestions.typeId, typeId)))
    .orderBy(asc(intakeQuestions.position));
}

function assertOffered(record: AdviserRecord, typeId: string) {
  if (!record.topics.some((topic) => topic.id === typeId)) throw typeNotOffered();
}

export function createIntakeService(deps: IntakeServiceDeps) {
  const { db, clock } = deps;

  /**
   * The questions of an offered type. Public while the adviser is listed (the booking page); otherwise
   * only the adviser and admins see them (others: 404, as the profile).
   */
  async function questionsFor(actor: Actor | null, adviserId: string, typeId: string) {
    const record = await loadAdviserRecord(db, adviserId);
    if (!adviserPolicy.canSee(actor, adviserOwner(record, clock.now()))) throw adviserNotFound();
    assertOffered(record, typeId);
    return { adviserId, typeId, questions: await loadQuestions(db, adviserId, typeId) };
  }

  /**
   * Replaces the whole ordered list of an offered type's questions in one transaction. A question sent
   * with its id keeps it (so answers in a booking form opened before still match); an id that is not
   * one of this type's questions is refused.
   */
  async function setQuestions(
    auth: ActiveSession,
    adviserId: string,
    typeId: string,
    questions: IntakeQuestionsBody['questions'],
  ) {
    const record = await loadAdviserRecord(db, adviserId);
    assertCanManage(auth, record);
    assertOffered(record, typeId);
    try {
      await db.transaction(async (tx) => {
        const existing = new Set((await loadQuestions(tx, adviserId, typeId)).map((question) => question.id));
        const errors: FieldError[] = questions.flatMap((question, index) =>
          question.id && !existing.has(question.id)
            ? [{ field: `body.questions.${index}.id`, message: messages.intake.unknownQuestionId }]
            : [],
        );
        if (errors.length > 0) throw badRequest(messages.intake.unknownQuestionId, errors);
        await tx
          .delete(intakeQuestions)
          .where(and(eq(intakeQuestions.adviserId, adviserId), eq(intakeQuestions.typeId, typeId)));
        if (questions.length === 0) return;
        await tx.insert(intakeQuestions).values(
          questions.map((question, position) => ({
            ...(question.id ? { id: question.id } : {}),
            adviserId,
            typeId,
            position,
            kind: question.kind,
            label: question.label,
            helpText: question.helpText,
            required: question.required,
            options: isChoiceKind(question.kind) ? question.options : [],
          })),
        );
      });
    } catch (error) {
      // The type was given up meanwhile (another tab saved the topics): its questions went with it.
      if (isForeignKeyViolation(error)) throw typeNotOffered();
      throw error;
    }
    return { adviserId, typeId, questions: await loadQuestions(db, adviserId, typeId) };
  }

  async function settings(auth: ActiveSession, adviserId: string) {
    const record = await loadAdviserRecord(db, adviserId);
    assertCanManage(auth, record);
    return { intakeInMail: record.adviser.intakeInMail };
  }

  async function updateSettings(auth: ActiveSession, adviserId: string, intakeInMail: boolean) {
    const record = await loadAdviserRecord(db, adviserId);
    assertCanManage(auth, record);
    await db.update(advisers).set({ intakeInMail }).where(eq(advisers.id, adviserId));
    return { intakeInMail };
  }

  /**
   * The booking's answers checked against the adviser's current questions of the type (the shared
   * rule of `intakeAnswersSchema`), as the appointment keeps them: each with its question's text and
   * kind, in order, optional ones left empty dropped, a file answer with its documents (the asker's
   * own, waiting). A 400 names the first problem (e.g. the question of a missing required answer).
   */
  async function answersForBooking(
    askerId: string,
    adviserId: string,
    typeId: string,
    answers: IntakeAnswersInput | undefined,
  ): Promise<StoredIntakeAnswer[]> {
    const questions = await loadQuestions(db, adviserId, typeId);
    const parsed = intakeAnswersSchema(questions).safeParse(answers ?? {});
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        field: ['body', 'intakeAnswers', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
      throw badRequest(details[0]?.message, details);
    }
    const stored = questions.flatMap((question) => {
      const value = parsed.data[question.id];
      return value === undefined || isEmptyAnswer(value)
        ? []
        : [{ questionId: question.id, label: question.label, kind: question.kind, value }];
    });
    return deps.documents.forAnswers(askerId, adviserId, stored);
  }

  return {
    questionsFor,
    setQuestions,
    settings,
    updateSettings,
    answersForBooking,
    /** In the booking's transaction: the answers' documents become the appointment's. */
    takeDocuments: deps.documents.take,
    documents: deps.documents,
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;

import {
  type IntakeAnswersInput,
  type IntakeAnswerValue,
  type IntakeQuestion,
  intakeAnswersSchema,
  isEmptyAnswer,
} from '@common/api/intake';
import { serverFieldErrorsOn } from '@web/lib/use-api-form';

/** The answers being typed, by question id (a yes/no question not yet answered has none). */
export type IntakeDraft = Record<string, IntakeAnswerValue | undefined>;

/** The first values of the fields: empty text, no choice, no file. */
export function emptyIntakeDraft(questions: readonly IntakeQuestion[]): IntakeDraft {
  const draft: IntakeDraft = {};
  for (const question of questions) {
    if (question.kind === 'multiple_choice' || question.kind === 'file') draft[question.id] = [];
    else if (question.kind !== 'yes_no') draft[question.id] = '';
  }
  return draft;
}

/**
 * The draft checked with the server's own rule (`intakeAnswersSchema`): the body's `intakeAnswers`
 * (empty answers of optional questions left out), or the message of each question that fails.
 */
export function checkIntakeDraft(
  questions: readonly IntakeQuestion[],
  draft: IntakeDraft,
): { ok: true; answers: IntakeAnswersInput } | { ok: false; errors: Record<string, string> } {
  const answers: IntakeAnswersInput = {};
  for (const question of questions) {
    const value = draft[question.id];
    if (!isEmptyAnswer(value)) answers[question.id] = value as IntakeAnswerValue;
  }
  const result = intakeAnswersSchema(questions).safeParse(answers);
  if (result.success) return { ok: true, answers };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const id = String(issue.path[0] ?? '');
    if (id && !errors[id]) errors[id] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's refusal of answers (`details[].field` `body.intakeAnswers.<id>`), by question id. */
export function serverIntakeErrors(error: unknown, questions: readonly IntakeQuestion[]) {
  return serverFieldErrorsOn(
    error,
    questions.map((question) => question.id),
  );
}

import {
  formatIntakeAnswer,
  type IntakeAnswer,
  type IntakeQuestion,
  type IntakeQuestions,
  type StoredIntakeAnswer,
} from '@common/api/intake';

/** One type's questions of an adviser, as the contract writes them. */
export function presentIntake(intake: {
  adviserId: string;
  typeId: string;
  questions: IntakeQuestion[];
}): IntakeQuestions {
  return {
    adviserId: intake.adviserId,
    typeId: intake.typeId,
    questions: intake.questions.map(({ id, kind, label, helpText, required, options }) => ({
      id,
      kind,
      label,
      helpText,
      required,
      options,
    })),
  };
}

/** The answers kept with an appointment, as its parties and admins read them (the question as asked). */
export function presentIntakeAnswers(answers: readonly StoredIntakeAnswer[]): IntakeAnswer[] {
  return answers.map((answer) => ({
    label: answer.label,
    kind: answer.kind,
    value: formatIntakeAnswer(answer),
    ...(answer.documents ? { documents: answer.documents } : {}),
  }));
}

import { type IntakeQuestion, intakeQuestionsBody, isChoiceKind } from '@common/api/intake';
import type { IntakeQuestionKind } from '@common/constants';
import { z } from 'zod';

/** The kinds of question as the editor names them. */
export const INTAKE_KIND_LABELS: Record<IntakeQuestionKind, string> = {
  short_text: 'Rövid szöveg',
  long_text: 'Hosszú szöveg',
  single_choice: 'Egy választás',
  multiple_choice: 'Több választás',
  yes_no: 'Igen/nem',
  date: 'Dátum',
  file: 'Fájl (PDF, JPEG, PNG, DOCX)',
};

/** One question in the editor: the choices one a line; `key` only tells the rows apart while editing. */
export interface QuestionDraft {
  key: string;
  id?: string;
  kind: IntakeQuestionKind;
  label: string;
  helpText: string;
  required: boolean;
  optionsText: string;
}

export interface IntakeFormValues {
  questions: QuestionDraft[];
}

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

export const newQuestionDraft = (): QuestionDraft => ({
  key: newKey(),
  kind: 'short_text',
  label: '',
  helpText: '',
  required: false,
  optionsText: '',
});

export function intakeFormValues(questions: readonly IntakeQuestion[]): IntakeFormValues {
  return {
    questions: questions.map((question) => ({
      key: newKey(),
      id: question.id,
      kind: question.kind,
      label: question.label,
      helpText: question.helpText,
      required: question.required,
      optionsText: question.options.join('\n'),
    })),
  };
}

/** A question of the editor as the server takes it: a choice question's lines are its options. */
export function questionBody({ optionsText, id, key: _key, ...question }: QuestionDraft) {
  return {
    ...(id ? { id } : {}),
    ...question,
    options: isChoiceKind(question.kind)
      ? optionsText
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
  };
}

/**
 * The editor's values as the PUT body (the saved ids kept), checked by the server's own rule; its
 * messages land on `questions.<i>.<field>`.
 */
export const intakeForm = z.preprocess(
  (values) => ({ questions: (values as IntakeFormValues).questions.map(questionBody) }),
  intakeQuestionsBody,
);

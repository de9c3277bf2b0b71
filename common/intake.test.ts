import { describe, expect, it } from 'vitest';
import { createAppointmentBody } from './api/appointments';
import {
  formatIntakeAnswer,
  type IntakeQuestion,
  intakeAnswersSchema,
  intakeQuestionInput,
} from './api/intake';
import { findTextIssue } from './text-hygiene';

/** The shared answer rule the booking form and the server both apply (issue 40). */
const question = (over: Partial<IntakeQuestion> & Pick<IntakeQuestion, 'id' | 'kind'>): IntakeQuestion => ({
  label: `Kérdés ${over.id}`,
  helpText: '',
  required: false,
  options: [],
  ...over,
});

const questions = [
  question({ id: 'q1', kind: 'short_text', required: true }),
  question({ id: 'q2', kind: 'single_choice', options: ['A', 'B'] }),
  question({ id: 'q3', kind: 'date' }),
];

describe('intakeAnswersSchema', () => {
  it('takes answers that fit and leaves optional ones out', () => {
    expect(intakeAnswersSchema(questions).safeParse({ q1: ' szöveg ' }).data).toEqual({ q1: 'szöveg' });
    expect(intakeAnswersSchema(questions).safeParse({ q1: 'x', q2: 'B', q3: '2024-02-29' }).success).toBe(
      true,
    );
  });

  it('names the question of a missing required answer on its field', () => {
    const issues = intakeAnswersSchema(questions).safeParse({}).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ path: ['q1'], message: 'Kérjük, válaszoljon a kérdésre: „Kérdés q1”' }),
    ]);
  });

  it('refuses choices off the list, impossible dates and unknown questions, each on its field', () => {
    const issues = intakeAnswersSchema(questions).safeParse({ q1: 'x', q2: 'C', q3: '2025-02-29', q9: 'y' })
      .error?.issues;
    expect(issues?.map((issue) => issue.path)).toEqual([['q2'], ['q3'], ['q9']]);
  });
});

describe('intakeQuestionInput', () => {
  it('wants 2–10 options on a choice question and none on the others', () => {
    expect(intakeQuestionInput.safeParse({ kind: 'single_choice', label: 'M', options: ['a'] }).success).toBe(
      false,
    );
    expect(intakeQuestionInput.safeParse({ kind: 'yes_no', label: 'M', options: ['a', 'b'] }).success).toBe(
      false,
    );
    expect(intakeQuestionInput.parse({ kind: 'yes_no', label: ' M ' })).toEqual({
      kind: 'yes_no',
      label: 'M',
      helpText: '',
      required: false,
      options: [],
    });
  });
});

it('writes answers as people read them', () => {
  expect(formatIntakeAnswer({ kind: 'yes_no', value: true })).toBe('Igen');
  expect(formatIntakeAnswer({ kind: 'multiple_choice', value: ['a', 'b'] })).toBe('a, b');
  expect(formatIntakeAnswer({ kind: 'date', value: '2026-01-05' })).toBe('2026. 01. 05.');
  expect(
    formatIntakeAnswer({
      kind: 'file',
      value: ['x'],
      documents: [{ id: 'x', filename: 'lelet.pdf', mimeType: 'application/pdf', size: 10 }],
    }),
  ).toBe('lelet.pdf');
});

it('lets the booking body carry line breaks in the answers (long text)', () => {
  expect(findTextIssue(createAppointmentBody, { intakeAnswers: { q1: 'egy\nkettő' } })).toBeNull();
});

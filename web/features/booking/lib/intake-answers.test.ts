import type { IntakeQuestion } from '@common/api/intake';
import { ApiError } from '@web/lib/http';
import { describe, expect, it } from 'vitest';
import { checkIntakeDraft, emptyIntakeDraft, serverIntakeErrors } from './intake-answers';

const question = (id: string, kind: IntakeQuestion['kind'], required: boolean, options: string[] = []) => ({
  id,
  kind,
  label: `Kérdés ${id}`,
  helpText: '',
  required,
  options,
});
const questions: IntakeQuestion[] = [
  question('a', 'short_text', true),
  question('b', 'single_choice', false, ['Cég', 'Magánszemély']),
  question('c', 'multiple_choice', false, ['X', 'Y']),
  question('d', 'yes_no', false),
  question('e', 'date', false),
];

describe('intake answers on the booking page', () => {
  it('starts with empty fields and no yes/no answer', () => {
    expect(emptyIntakeDraft(questions)).toEqual({ a: '', b: '', c: [], e: '' });
  });

  it('names the empty required question and leaves out the empty optional ones', () => {
    const empty = checkIntakeDraft(questions, emptyIntakeDraft(questions));
    expect(empty).toEqual({ ok: false, errors: { a: 'Kérjük, válaszoljon a kérdésre: „Kérdés a”' } });
    const answered = checkIntakeDraft(questions, { ...emptyIntakeDraft(questions), a: 'Kft.', d: false });
    expect(answered).toEqual({ ok: true, answers: { a: 'Kft.', d: false } });
  });

  it('refuses a date that is no day', () => {
    const result = checkIntakeDraft(questions, { a: 'x', e: '2026-02-30' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.e).toMatch(/ÉÉÉÉ-HH-NN/);
  });

  it("puts the server's refusal of an answer on its question", () => {
    const error = new ApiError(400, 'Érvénytelen adatok.', 'VALIDATION_ERROR', {
      details: [
        { field: 'body.intakeAnswers.b', message: 'Válasszon a megadott lehetőségek közül' },
        { field: 'body.startTime', message: 'más' },
      ],
    });
    expect(serverIntakeErrors(error, questions)).toEqual({ b: 'Válasszon a megadott lehetőségek közül' });
    expect(serverIntakeErrors(new Error('x'), questions)).toEqual({});
  });
});

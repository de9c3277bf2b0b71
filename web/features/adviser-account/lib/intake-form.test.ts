import { describe, expect, it } from 'vitest';
import { intakeForm, intakeFormValues, newQuestionDraft } from './intake-form';

const ID = '0b7e6a1e-3f0a-4c4e-9a57-2f1d3c4b5a69';

describe('the intake question editor', () => {
  it('turns the rows into the PUT body: saved ids kept, choice lines as options', () => {
    const values = intakeFormValues([
      { id: ID, kind: 'short_text', label: 'Cégforma?', helpText: '', required: true, options: [] },
    ]);
    values.questions.push({
      ...newQuestionDraft(),
      kind: 'single_choice',
      label: 'Mikor?',
      optionsText: ' Idén \n\nKorábban\n',
    });
    // A text question keeps no options even if the lines were typed before its kind changed.
    values.questions.push({ ...newQuestionDraft(), label: 'Egyéb', optionsText: 'x' });
    expect(intakeForm.parse(values)).toEqual({
      questions: [
        { id: ID, kind: 'short_text', label: 'Cégforma?', helpText: '', required: true, options: [] },
        {
          kind: 'single_choice',
          label: 'Mikor?',
          helpText: '',
          required: false,
          options: ['Idén', 'Korábban'],
        },
        { kind: 'short_text', label: 'Egyéb', helpText: '', required: false, options: [] },
      ],
    });
  });

  it("says what is wrong on the row's field", () => {
    const values = {
      questions: [{ ...newQuestionDraft(), kind: 'multiple_choice' as const, optionsText: 'A' }],
    };
    const result = intakeForm.safeParse(values);
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      'questions.0.label': 'Adja meg a kérdést',
      'questions.0.options': 'Adjon meg 2–10 válaszlehetőséget',
    });
  });
});

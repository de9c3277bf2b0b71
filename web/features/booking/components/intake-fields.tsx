import type { IntakeAnswerValue, IntakeQuestion } from '@common/api/intake';
import { INTAKE_LONG_TEXT_MAX, INTAKE_SHORT_TEXT_MAX } from '@common/constants';
import { Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { IntakeDraft } from '../lib/intake-answers';
import { DocumentField } from './document-field';

const YES = 'igen';
const NO = 'nem';

/**
 * The adviser's questions of the chosen type, one input each by its kind; the required ones are marked
 * (Mantine's "*", and `aria-required`), an error shows under its own input.
 */
export function IntakeFields({
  adviserId,
  questions,
  draft,
  errors,
  onChange,
}: {
  /** Whose booking the documents of a file question are uploaded for. */
  adviserId: string;
  questions: readonly IntakeQuestion[];
  draft: IntakeDraft;
  errors: Record<string, string>;
  onChange: (id: string, value: IntakeAnswerValue | undefined) => void;
}) {
  return (
    <Stack gap="sm" data-testid="intake-fields">
      <Text fw={600}>A tanácsadó kérdései</Text>
      {questions.map((question) => (
        <IntakeField
          key={question.id}
          adviserId={adviserId}
          question={question}
          value={draft[question.id]}
          error={errors[question.id]}
          onChange={(value) => onChange(question.id, value)}
        />
      ))}
    </Stack>
  );
}

function IntakeField({
  adviserId,
  question,
  value,
  error,
  onChange,
}: {
  adviserId: string;
  question: IntakeQuestion;
  value: IntakeAnswerValue | undefined;
  error: string | undefined;
  onChange: (value: IntakeAnswerValue | undefined) => void;
}) {
  const common = {
    label: question.label,
    description: question.helpText || undefined,
    withAsterisk: question.required,
    error,
  };
  const text = typeof value === 'string' ? value : '';
  switch (question.kind) {
    case 'short_text':
      return (
        <TextInput
          {...common}
          aria-required={question.required}
          maxLength={INTAKE_SHORT_TEXT_MAX}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          aria-required={question.required}
          maxLength={INTAKE_LONG_TEXT_MAX}
          autosize
          minRows={3}
          maxRows={10}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      // The browser's own date field: keyboard and screen reader friendly, its value is YYYY-MM-DD.
      return (
        <TextInput
          {...common}
          type="date"
          aria-required={question.required}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'single_choice':
      return (
        <Radio.Group {...common} value={text || null} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next)}
        >
          <Stack gap={6} mt={6}>
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'file':
      return (
        <DocumentField
          adviserId={adviserId}
          question={question}
          value={Array.isArray(value) ? value : []}
          error={error}
          onChange={(ids) => onChange(ids)}
        />
      );
    case 'yes_no':
      return (
        <Radio.Group
          {...common}
          value={value === true ? YES : value === false ? NO : null}
          onChange={(next) => onChange(next === YES ? true : next === NO ? false : undefined)}
        >
          <Group gap="lg" mt={6}>
            <Radio value={YES} label="Igen" />
            <Radio value={NO} label="Nem" />
          </Group>
        </Radio.Group>
      );
  }
}

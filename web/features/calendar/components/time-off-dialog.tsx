import { Textarea, TextInput } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { checkedBy, useApiForm } from '@web/lib/use-api-form';
import type { TimeOffInput } from '../api/add-time-off';
import { initialTimeOffDraft, validateTimeOff } from '../lib/time-off-form';

const REASON_MAX = 300;
export const TIME_OFF_ADDED = 'A távollét sikeresen rögzítve.';

const timeOffForm = checkedBy(validateTimeOff);

/**
 * "Távollét hozzáadása": start and end in Budapest wall-clock time (sent as ISO with the offset of each
 * date) and an optional reason. `range` prefills it (a range selected on the calendar). The page gives
 * it a new `key` for every opening, so it always starts from its initial values.
 */
export function TimeOffDialog({
  opened,
  range,
  pending,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  range: { start: Date; end: Date } | null;
  pending: boolean;
  onSubmit: (body: TimeOffInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const timeOff = useApiForm({
    initialValues: initialTimeOffDraft(range),
    schema: timeOffForm,
    submit: onSubmit,
    success: TIME_OFF_ADDED,
    onSuccess: onClose,
    // The red toast has already been shown; a field-level answer also lands on its field.
    errorFields: { startTime: 'start', endTime: 'end' },
  });
  const { form } = timeOff;

  return (
    <FormDialog
      opened={opened}
      title="Távollét hozzáadása"
      form={timeOff}
      pending={pending || timeOff.pending}
      submitLabel="Távollét mentése"
      onClose={onClose}
    >
      <TextInput
        type="datetime-local"
        label="Kezdés (budapesti idő)"
        required
        {...form.getInputProps('start')}
        data-autofocus
      />
      <TextInput
        type="datetime-local"
        label="Befejezés (budapesti idő)"
        required
        {...form.getInputProps('end')}
      />
      <Textarea
        label="Indoklás"
        description={`Nem kötelező; csak Ön látja. (${form.values.reason.length} / ${REASON_MAX} karakter)`}
        maxLength={REASON_MAX}
        autosize
        minRows={2}
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}

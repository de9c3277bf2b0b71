import type { Appointment } from '@common/api/appointments';
import { budapestLocalToIso, isoToBudapestLocal } from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';
import { Text, Textarea, TextInput } from '@mantine/core';
import { optionalText, useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { FormDialog } from './form-dialog';

/** The new start as ISO with its offset (a Budapest wall-clock time in the form), not in the past. */
const timeChangeForm = z.object({
  newStartTime: z.string().transform((value, ctx) => {
    const iso = budapestLocalToIso(value);
    if (iso && Date.parse(iso) > Date.now()) return iso;
    const message = iso
      ? 'Az új időpont nem lehet a múltban.'
      : 'Adjon meg egy érvényes dátumot és időpontot.';
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
  reason: optionalText,
});

/**
 * Asks for a new start time of an appointment (Budapest wall-clock time, sent as ISO with its offset),
 * for either party. `onSubmit` makes the call; it closes the dialog when that succeeds.
 */
export function TimeChangeDialog({
  appointment,
  title,
  pending,
  onSubmit,
  onClose,
}: {
  appointment: Appointment | null;
  title: string;
  pending: boolean;
  onSubmit(input: { newStartTime: string; reason: string | undefined }): Promise<void>;
  onClose(): void;
}) {
  // The HTTP client shows the red toast of a failed call.
  const change = useApiForm({
    initialValues: { newStartTime: appointment ? isoToBudapestLocal(appointment.startTime) : '', reason: '' },
    schema: timeChangeForm,
    submit: onSubmit,
    onSuccess: onClose,
    openedFor: appointment?.id,
  });
  const { form } = change;

  return (
    <FormDialog
      opened={appointment !== null}
      title={title}
      form={change}
      pending={pending || change.pending}
      submitLabel="Kérelem küldése"
      onClose={onClose}
    >
      {appointment ? (
        <Text size="sm">
          Jelenlegi időpont: {formatDate(appointment.startTime)} {formatTime(appointment.startTime)}–
          {formatTime(appointment.endTime)}
        </Text>
      ) : null}
      <TextInput
        type="datetime-local"
        label="Új kezdési időpont (budapesti idő)"
        required
        {...form.getInputProps('newStartTime')}
        data-autofocus
      />
      <Textarea
        label="Indoklás"
        description="Nem kötelező"
        maxLength={500}
        autosize
        minRows={2}
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}

import type { Appointment } from '@common/api/appointments';
import { budapestLocalToIso, isoToBudapestLocal } from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';
import { messages } from '@common/messages';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useRequestTimeChangeMutation } from '@web/api/request-time-change';
import { notifySuccess } from '@web/lib/notify';
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
 * Asks for a new start time of `appointment` (open while set; Budapest wall-clock time, sent as ISO with
 * its offset), for either party; the dialog closes when the request succeeds.
 */
export function TimeChangeDialog({
  appointment,
  title,
  onClose,
}: {
  appointment: Appointment | null;
  title: string;
  onClose(): void;
}) {
  const requestChange = useRequestTimeChangeMutation();
  // The HTTP client shows the red toast of a failed call.
  const change = useApiForm({
    initialValues: { newStartTime: appointment ? isoToBudapestLocal(appointment.startTime) : '', reason: '' },
    schema: timeChangeForm,
    submit: async ({ newStartTime, reason }) => {
      if (!appointment) return;
      await requestChange.mutateAsync({ id: appointment.id, newStartTime, reason });
      notifySuccess(messages.appointments.timeChangeRequested);
    },
    onSuccess: onClose,
    openedFor: appointment?.id,
  });
  const { form } = change;

  return (
    <FormDialog
      opened={appointment !== null}
      title={title}
      form={change}
      pending={requestChange.isPending || change.pending}
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

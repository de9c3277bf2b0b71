import { messages } from '@common/messages';
import { Text, Textarea } from '@mantine/core';
import { useRejectTimeChangeMutation } from '@web/api/reject-time-change';
import { notifyInfo } from '@web/lib/notify';
import { optionalText, useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { FormDialog } from './form-dialog';

const rejectForm = z.object({ reason: optionalText });

/**
 * Declines the other party's time-change request of `appointment` (open while set), with an optional
 * reason (the server's default is 'Nincs indoklás megadva'); the dialog closes when that succeeds.
 */
export function RejectTimeChangeDialog({
  appointment,
  onClose,
}: {
  appointment: { id: string } | null;
  onClose(): void;
}) {
  const rejectChange = useRejectTimeChangeMutation();
  const opened = appointment !== null;
  // The HTTP client shows the red toast of a failed call.
  const reject = useApiForm({
    initialValues: { reason: '' },
    schema: rejectForm,
    submit: async ({ reason }) => {
      if (!appointment) return;
      await rejectChange.mutateAsync({ id: appointment.id, reason });
      notifyInfo(messages.appointments.timeChangeRejected);
    },
    onSuccess: onClose,
    openedFor: opened,
  });

  return (
    <FormDialog
      opened={opened}
      title="Időpont-módosítás elutasítása"
      form={reject}
      pending={rejectChange.isPending || reject.pending}
      submitLabel="Elutasítás"
      submitColor="red.9"
      focusCancel
      onClose={onClose}
    >
      <Text size="sm">Az eredeti időpont marad érvényben.</Text>
      <Textarea
        label="Indoklás"
        description="Nem kötelező"
        maxLength={500}
        autosize
        minRows={3}
        {...reject.form.getInputProps('reason')}
      />
    </FormDialog>
  );
}

import { Text, Textarea } from '@mantine/core';
import { optionalText, useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { FormDialog } from './form-dialog';

const rejectForm = z.object({ reason: optionalText });

/**
 * Declines the other party's time-change request, with an optional reason (the server's default is
 * 'Nincs indoklás megadva'). `onReject` makes the call; the dialog closes when it succeeds.
 */
export function RejectTimeChangeDialog({
  opened,
  pending,
  onReject,
  onClose,
}: {
  opened: boolean;
  pending: boolean;
  onReject(reason: string | undefined): Promise<void>;
  onClose(): void;
}) {
  // The HTTP client shows the red toast of a failed call.
  const reject = useApiForm({
    initialValues: { reason: '' },
    schema: rejectForm,
    submit: ({ reason }) => onReject(reason),
    onSuccess: onClose,
    openedFor: opened,
  });

  return (
    <FormDialog
      opened={opened}
      title="Időpont-módosítás elutasítása"
      form={reject}
      pending={pending || reject.pending}
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

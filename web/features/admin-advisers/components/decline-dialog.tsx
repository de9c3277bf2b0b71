import { DECLINE_REASON_MAX, declineActivationBody } from '@common/api/admin';
import { Text, Textarea } from '@mantine/core';
import { FormDialog } from '@web/components/form-dialog';
import { useApiForm } from '@web/lib/use-api-form';
import { useDeclineActivationMutation } from '../api/decline-activation';

/** Declines an activation request; the reason is mailed to the adviser, so it is required. */
export function DeclineDialog({
  adviser,
  onClose,
}: {
  adviser: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const decline = useDeclineActivationMutation();
  const reason = useApiForm({
    initialValues: { reason: '' },
    schema: declineActivationBody,
    submit: (body) => decline.mutateAsync({ id: adviser?.id ?? '', reason: body.reason }),
    success: (answer) => answer.message,
    onSuccess: onClose,
    errorText: 'Nem sikerült elutasítani az aktiválási kérelmet.',
    openedFor: adviser?.id,
  });

  return (
    <FormDialog
      opened={Boolean(adviser)}
      title="Aktiválási kérelem elutasítása"
      form={reason}
      submitLabel="Elutasítás"
      submitColor="red.9"
      onClose={onClose}
    >
      <Text size="sm">
        {adviser?.name} e-mailben megkapja az indoklást, és a hiányok pótlása után újra kérheti az aktiválást.
      </Text>
      <Textarea
        label="Az elutasítás indoka"
        name="reason"
        required
        autosize
        minRows={3}
        maxLength={DECLINE_REASON_MAX}
        {...reason.form.getInputProps('reason')}
        data-autofocus
      />
    </FormDialog>
  );
}

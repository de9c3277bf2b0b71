import { DECLINE_REASON_MAX, declineActivationBody } from '@common/api/admin';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { InlineError } from '@web/components/inline-error';
import { errorText, serverFieldErrors } from '@web/lib/form';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useEffect, useState } from 'react';
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
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (adviser) {
      setReason('');
      setFieldError(undefined);
      setError(null);
    }
  }, [adviser]);

  const close = () => {
    if (!decline.isPending) onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!adviser) return;
    const parsed = declineActivationBody.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setError(null);
    decline.mutate(
      { id: adviser.id, reason: parsed.data.reason },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (e) => {
          const onField = serverFieldErrors(e).reason;
          if (onField) setFieldError(onField);
          else setError(errorText(e, 'Nem sikerült elutasítani az aktiválási kérelmet.'));
        },
      },
    );
  };

  return (
    <Modal
      opened={Boolean(adviser)}
      onClose={close}
      title="Aktiválási kérelem elutasítása"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {adviser?.name} e-mailben megkapja az indoklást, és a hiányok pótlása után újra kérheti az
            aktiválást.
          </Text>
          <Textarea
            label="Az elutasítás indoka"
            name="reason"
            required
            autosize
            minRows={3}
            maxLength={DECLINE_REASON_MAX}
            value={reason}
            error={fieldError}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <InlineError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={decline.isPending}>
              Mégse
            </Button>
            <Button type="submit" color="red.9" loading={decline.isPending}>
              Elutasítás
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

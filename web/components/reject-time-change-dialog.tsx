import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

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
  const [reason, setReason] = useState('');

  const close = () => {
    if (pending) return;
    setReason('');
    onClose();
  };

  const submit = async () => {
    try {
      await onReject(reason.trim() || undefined);
      setReason('');
      onClose();
    } catch {
      // The HTTP client has already shown the red toast.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Időpont-módosítás elutasítása"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <Stack gap="md">
        <Text size="sm">Az eredeti időpont marad érvényben.</Text>
        <Textarea
          label="Indoklás"
          description="Nem kötelező"
          maxLength={500}
          autosize
          minRows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending} data-autofocus>
            Mégse
          </Button>
          <Button color="red.9" onClick={() => void submit()} loading={pending}>
            Elutasítás
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

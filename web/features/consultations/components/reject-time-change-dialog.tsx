import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifyInfo } from '@web/lib/notify';
import { useState } from 'react';
import { useRejectTimeChangeMutation } from '../api/reject-time-change';

/** Declines the client's time-change request, with an optional reason. */
export function RejectTimeChangeDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const reject = useRejectTimeChangeMutation();
  const [reason, setReason] = useState('');

  const close = () => {
    if (reject.isPending) return;
    setReason('');
    onClose();
  };

  const submit = async () => {
    if (!appointment) return;
    try {
      await reject.mutateAsync({ id: appointment.id, reason: reason.trim() || undefined });
      notifyInfo(messages.appointments.timeChangeRejected);
      setReason('');
      onClose();
    } catch {
      // The red toast has already been shown.
    }
  };

  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title="Időpont-módosítás elutasítása"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <Stack gap="md">
        <Text size="sm">Az eredeti időpont marad érvényben.</Text>
        <Textarea
          label="Indoklás (nem kötelező)"
          maxLength={500}
          autosize
          minRows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={reject.isPending} data-autofocus>
            Mégse
          </Button>
          <Button color="red.9" onClick={() => void submit()} loading={reject.isPending}>
            Elutasítás
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import type { Appointment } from '@common/api/appointments';
import { budapestLocalToIso, isoToBudapestLocal } from '@common/budapest-time';
import { formatDateTime } from '@common/format';
import { messages } from '@common/messages';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useRequestTimeChangeMutation } from '../api/request-time-change';

/** The adviser proposes a new start time (Budapest wall-clock time, sent as ISO with its offset). */
export function ProposeTimeDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const request = useRequestTimeChangeMutation();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);

  if (appointment && openedFor !== appointment.id) {
    setOpenedFor(appointment.id);
    setValue(isoToBudapestLocal(appointment.startTime));
    setReason('');
    setError(null);
  }

  const close = () => {
    if (request.isPending) return;
    setOpenedFor(null);
    onClose();
  };

  const submit = async () => {
    if (!appointment) return;
    const iso = budapestLocalToIso(value);
    if (!iso) {
      setError('Kérjük, adjon meg egy érvényes időpontot.');
      return;
    }
    if (new Date(iso).getTime() <= Date.now()) {
      setError('Az új időpont nem lehet a múltban.');
      return;
    }
    setError(null);
    try {
      await request.mutateAsync({
        id: appointment.id,
        newStartTime: iso,
        reason: reason.trim() || undefined,
      });
      notifySuccess(messages.appointments.timeChangeRequested);
      setOpenedFor(null);
      onClose();
    } catch {
      // The red toast has already been shown.
    }
  };

  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title="Új időpont javaslása"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <Stack gap="md">
        {appointment ? (
          <Text size="sm">Jelenlegi időpont: {formatDateTime(appointment.startTime)}</Text>
        ) : null}
        <TextInput
          type="datetime-local"
          label="Új kezdési időpont (budapesti idő)"
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
        />
        <Textarea
          label="Indoklás (nem kötelező)"
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={request.isPending}>
            Mégse
          </Button>
          <Button onClick={() => void submit()} loading={request.isPending}>
            Kérelem küldése
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

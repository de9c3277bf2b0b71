import type { Appointment } from '@common/api/appointments';
import { budapestLocalToIso, isoToBudapestLocal } from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';
import { messages } from '@common/messages';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifySuccess } from '@web/lib/notify';
import { type FormEvent, useState } from 'react';
import { useRequestTimeChangeMutation } from '../api/request-time-change';

/** The asker asks for a new start time (Budapest wall-clock time, sent with its offset). */
export function TimeChangeModal({
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
  const [forId, setForId] = useState<string | null>(null);

  if (appointment && forId !== appointment.id) {
    setForId(appointment.id);
    setValue(isoToBudapestLocal(appointment.startTime));
    setReason('');
    setError(null);
  }

  const close = () => {
    if (!request.isPending) onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!appointment) return;
    const iso = budapestLocalToIso(value);
    if (!iso) {
      setError('Adjon meg egy érvényes dátumot és időpontot.');
      return;
    }
    if (Date.parse(iso) <= Date.now()) {
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
      onClose();
    } catch {
      // the toast already told the error
    }
  };

  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title="Időpont-módosítás kérése"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      {appointment ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Jelenlegi időpont: {formatDate(appointment.startTime)} {formatTime(appointment.startTime)}–
              {formatTime(appointment.endTime)}
            </Text>
            <TextInput
              type="datetime-local"
              label="Új kezdési időpont (budapesti idő)"
              required
              value={value}
              error={error}
              onChange={(event) => setValue(event.currentTarget.value)}
              data-autofocus
            />
            <Textarea
              label="Indoklás"
              description="Nem kötelező"
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
              <Button type="submit" loading={request.isPending}>
                Kérelem küldése
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

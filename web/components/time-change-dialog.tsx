import type { Appointment } from '@common/api/appointments';
import { budapestLocalToIso, isoToBudapestLocal } from '@common/budapest-time';
import { formatDate, formatTime } from '@common/format';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

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
    if (pending) return;
    setForId(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
      await onSubmit({ newStartTime: iso, reason: reason.trim() || undefined });
      setForId(null);
      onClose();
    } catch {
      // The HTTP client has already shown the red toast.
    }
  };

  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      {appointment ? (
        <form onSubmit={submit} noValidate>
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
              <Button variant="default" onClick={close} disabled={pending}>
                Mégse
              </Button>
              <Button type="submit" loading={pending}>
                Kérelem küldése
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { notifySuccess } from '@web/lib/notify';
import { useState } from 'react';
import { useConfirmAppointmentMutation } from '../api/confirm-appointment';

const MAX_INVOICE_BYTES = 10 * 1024 * 1024;

/** Client-side check of the invoice: a PDF of at most 10 MB. */
export function invoiceError(file: File | null): string | null {
  if (!file) return 'Kérjük, válassza ki a számlát (PDF).';
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return 'Csak PDF formátumú számla tölthető fel.';
  if (file.size > MAX_INVOICE_BYTES) return 'A számla legfeljebb 10 MB méretű lehet.';
  return null;
}

/** "Foglalás megerősítése": confirms a pending booking with the invoice PDF. */
export function ConfirmInvoiceDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const confirm = useConfirmAppointmentMutation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (confirm.isPending) return;
    setFile(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!appointment) return;
    const problem = invoiceError(file);
    setError(problem);
    if (problem || !file) return;
    try {
      await confirm.mutateAsync({ id: appointment.id, invoice: file });
      notifySuccess(messages.appointments.confirmed);
      setFile(null);
      onClose();
    } catch {
      // The red toast has already been shown.
    }
  };

  return (
    <Modal
      opened={appointment !== null}
      onClose={close}
      title="Foglalás megerősítése"
      centered
      closeButtonProps={{ 'aria-label': 'Bezárás' }}
    >
      <Stack gap="md">
        {appointment ? (
          <Text size="sm">
            {appointment.client.name} – {appointment.consultationType.name}. A megerősítéssel a számla
            elküldésre kerül az ügyfélnek.
          </Text>
        ) : null}
        <FileInput
          label="Számla (PDF)"
          description="PDF fájl, legfeljebb 10 MB"
          placeholder="Fájl kiválasztása"
          accept="application/pdf"
          required
          clearable
          clearButtonProps={{ 'aria-label': 'Fájl eltávolítása' }}
          leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
          value={file}
          onChange={(value) => {
            setFile(value);
            setError(value ? invoiceError(value) : null);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={confirm.isPending}>
            Mégse
          </Button>
          <Button onClick={() => void submit()} loading={confirm.isPending}>
            Megerősítés és számla küldése
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

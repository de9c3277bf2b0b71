import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { FileInput, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { FormDialog } from '@web/components/form-dialog';
import { useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
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

const invoiceForm = z.object({
  invoice: z.custom<File | null>().transform((file, ctx) => {
    const problem = invoiceError(file);
    if (file && !problem) return file;
    ctx.addIssue({ code: 'custom', message: problem ?? '' });
    return z.NEVER;
  }),
});

/** "Foglalás megerősítése": confirms a pending booking with the invoice PDF. */
export function ConfirmInvoiceDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const confirm = useConfirmAppointmentMutation();
  // The HTTP client shows the red toast of a failed call.
  const invoice = useApiForm({
    initialValues: { invoice: null as File | null },
    schema: invoiceForm,
    submit: (body) => confirm.mutateAsync({ id: appointment?.id ?? '', invoice: body.invoice }),
    success: messages.appointments.confirmed,
    onSuccess: onClose,
    openedFor: appointment?.id,
  });
  const { form } = invoice;

  return (
    <FormDialog
      opened={appointment !== null}
      title="Foglalás megerősítése"
      form={invoice}
      submitLabel="Megerősítés és számla küldése"
      onClose={onClose}
    >
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
        value={form.values.invoice}
        error={form.errors.invoice}
        onChange={(file) => {
          form.setFieldValue('invoice', file);
          // A chosen file is checked at once; clearing the field clears its error.
          if (file) form.validateField('invoice');
        }}
      />
    </FormDialog>
  );
}

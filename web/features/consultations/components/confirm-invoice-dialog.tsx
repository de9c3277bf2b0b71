import type { Appointment } from '@common/api/appointments';
import { messages } from '@common/messages';
import { FileInput, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useInvoicingAccountQuery } from '@web/api/invoicing-account';
import { FormDialog } from '@web/components/form-dialog';
import { INVOICE_ISSUER_NAMES } from '@web/lib/issued-invoice';
import { useApiForm } from '@web/lib/use-api-form';
import { z } from 'zod';
import { useConfirmAppointmentMutation } from '../api/confirm-appointment';
import { invoiceError } from '../lib/invoice-file';

const PLACEHOLDER_STYLES = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

/** The adviser invoices by hand: the PDF must come with the confirmation. */
const requiredInvoice = z.object({
  invoice: z.custom<File | null>().transform((file, ctx) => {
    const problem = invoiceError(file);
    if (file && !problem) return file;
    ctx.addIssue({ code: 'custom', message: problem ?? '' });
    return z.NEVER;
  }),
});

/** The portal issues the invoice: an own PDF may still come instead (checked like the required one). */
const optionalInvoice = z.object({
  invoice: z.custom<File | null>().transform((file, ctx) => {
    if (!file) return null;
    const problem = invoiceError(file);
    if (!problem) return file;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }),
});

/**
 * "Foglalás megerősítése": confirms a pending booking. An adviser who invoices by hand sends the invoice
 * PDF with it; when the portal invoices through the adviser's Billingo / Számlázz.hu / demo account, the
 * invoice is issued after the confirmation (an own PDF may be uploaded instead), and a free consultation
 * gets none.
 */
export function ConfirmInvoiceDialog({
  appointment,
  onClose,
}: {
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const confirm = useConfirmAppointmentMutation();
  // Loaded with the page (the dialog is always mounted); unreadable: the PDF is asked for, as before.
  const account = useInvoicingAccountQuery();
  const provider = account.data?.provider ?? 'manual';
  const automatic = provider !== 'manual';
  const free = appointment?.payment === null;
  // The HTTP client shows the red toast of a failed call.
  const invoice = useApiForm({
    initialValues: { invoice: null as File | null },
    schema: automatic ? optionalInvoice : requiredInvoice,
    submit: (body) => confirm.mutateAsync({ id: appointment?.id ?? '', invoice: body.invoice }),
    success: (answer) => answer.message ?? messages.appointments.confirmed,
    onSuccess: onClose,
    openedFor: appointment?.id,
  });
  const { form } = invoice;

  return (
    <FormDialog
      opened={appointment !== null}
      title="Foglalás megerősítése"
      form={invoice}
      submitLabel={automatic ? 'Megerősítés' : 'Megerősítés és számla küldése'}
      submitDisabled={account.isPending}
      onClose={onClose}
    >
      {appointment ? (
        <Text size="sm">
          {appointment.client.name} – {appointment.consultationType.name}.
          {automatic ? '' : ' A megerősítéssel a számla elküldésre kerül az ügyfélnek.'}
        </Text>
      ) : null}
      {provider !== 'manual' ? (
        <Text size="sm" data-testid="confirm-invoicing-note">
          {free
            ? 'Ingyenes tanácsadás: nem készül számla.'
            : `A számlát a(z) ${INVOICE_ISSUER_NAMES[provider]} állítja ki a megerősítés után, és e-mailben elküldjük a kérdezőnek.`}
        </Text>
      ) : null}
      {automatic && free ? null : (
        <FileInput
          label={automatic ? 'Vagy töltsen fel saját számlát (PDF)' : 'Számla (PDF)'}
          description={automatic ? 'Nem kötelező; PDF fájl, legfeljebb 10 MB' : 'PDF fájl, legfeljebb 10 MB'}
          placeholder="Fájl kiválasztása"
          // Mantine's placeholder grey is below the AA contrast ratio; this one is the theme's dimmed.
          styles={PLACEHOLDER_STYLES}
          accept="application/pdf"
          required={!automatic}
          clearable
          clearButtonProps={{ 'aria-label': 'Fájl eltávolítása' }}
          leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
          value={form.values.invoice}
          error={form.errors.invoice}
          onChange={(file) => {
            form.setFieldValue('invoice', file);
            // A chosen file is checked at once; clearing the field clears its error.
            if (file) form.validateField('invoice');
            else form.clearFieldError('invoice');
          }}
        />
      )}
    </FormDialog>
  );
}

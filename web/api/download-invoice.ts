import type { Appointment } from '@common/api/appointments';
import { appointmentsApi } from '@common/api/appointments';
import { type IssuedInvoice, invoicingApi } from '@common/api/invoicing';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@web/lib/download';
import { call } from '@web/lib/endpoint';
import { invoiceFileName } from '@web/lib/issued-invoice';

const INVOICE_FAILED = 'Hiba történt a számla letöltésekor';

/**
 * GET /api/invoices/{id}/pdf: an invoice the portal issued, or its reversal (sztornó), saved under its
 * number (`szamla-DEMO-2026-12.pdf`, `sztorno-…`).
 */
export async function downloadIssuedInvoice({
  invoice,
  reversal = false,
}: {
  invoice: Pick<IssuedInvoice, 'id' | 'number'>;
  reversal?: boolean;
}) {
  const blob = await call(invoicingApi.pdf, { params: { id: invoice.id } }, { errorMessage: INVOICE_FAILED });
  saveBlob(blob, invoiceFileName(invoice, reversal));
}

/**
 * The invoice of an appointment (for the adviser and the asker): one the portal issued is saved under
 * its number; an uploaded one comes from GET /api/appointments/{id}/invoice as `szamla-{id}.pdf`. A
 * failure shows the red toast with the server's text or the default.
 */
export async function downloadInvoice(appointment: Pick<Appointment, 'id' | 'issuedInvoice'>) {
  const issued = appointment.issuedInvoice;
  if (issued?.status === 'issued' && issued.pdfAvailable) return downloadIssuedInvoice({ invoice: issued });
  const blob = await call(
    appointmentsApi.invoice,
    { params: { id: appointment.id } },
    { errorMessage: INVOICE_FAILED },
  );
  saveBlob(blob, `szamla-${appointment.id}.pdf`);
}

export function useDownloadInvoiceMutation() {
  return useMutation({ mutationFn: downloadInvoice });
}

export function useDownloadIssuedInvoiceMutation() {
  return useMutation({ mutationFn: downloadIssuedInvoice });
}

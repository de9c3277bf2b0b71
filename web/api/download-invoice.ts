import { appointmentsApi } from '@common/api/appointments';
import { invoicingApi } from '@common/api/invoicing';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@web/lib/download';
import { call } from '@web/lib/endpoint';

const INVOICE_FAILED = 'Hiba történt a számla letöltésekor';

/**
 * GET /api/appointments/{id}/invoice: the PDF (for the adviser who uploaded it and the asker who got it),
 * saved as `szamla-{id}.pdf`. A failure shows the red toast with the server's text or the default.
 */
export async function downloadInvoice(id: string) {
  const blob = await call(appointmentsApi.invoice, { params: { id } }, { errorMessage: INVOICE_FAILED });
  saveBlob(blob, `szamla-${id}.pdf`);
}

export function useDownloadInvoiceMutation() {
  return useMutation({ mutationFn: downloadInvoice });
}

/**
 * GET /api/invoices/{id}/pdf: an invoice the portal issued (a consultation's, its sztornó, or the
 * platform's invoice of a subscription), saved under its number.
 */
export async function downloadIssuedInvoice(invoice: {
  id: string;
  number: string | null;
  kind?: 'invoice' | 'reversal';
}) {
  const blob = await call(invoicingApi.pdf, { params: { id: invoice.id } }, { errorMessage: INVOICE_FAILED });
  const name = (invoice.number ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '_');
  saveBlob(blob, `${invoice.kind === 'reversal' ? 'sztorno' : 'szamla'}-${name}.pdf`);
}

export function useDownloadIssuedInvoiceMutation() {
  return useMutation({ mutationFn: downloadIssuedInvoice });
}

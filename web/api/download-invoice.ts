import { appointmentsApi } from '@common/api/appointments';
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

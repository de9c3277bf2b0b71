import { useMutation } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '@web/lib/download';
import { notifyError } from '@web/lib/notify';

const INVOICE_FAILED = 'Hiba történt a számla letöltésekor';

/**
 * GET /api/appointments/{id}/invoice: the PDF (for the adviser who uploaded it and the asker who got it),
 * saved as `szamla-{id}.pdf`. A failure shows the red toast with the server's text or the default.
 */
export async function downloadInvoice(id: string) {
  let blob: Blob;
  try {
    blob = await fetchBlob(`/api/appointments/${encodeURIComponent(id)}/invoice`, { failed: INVOICE_FAILED });
  } catch (error) {
    notifyError(error instanceof Error ? error.message : INVOICE_FAILED);
    throw error;
  }
  saveBlob(blob, `szamla-${id}.pdf`);
}

export function useDownloadInvoiceMutation() {
  return useMutation({ mutationFn: downloadInvoice });
}

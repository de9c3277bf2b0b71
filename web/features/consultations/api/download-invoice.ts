import { messages } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '@web/lib/auth-store';
import { notifyError } from '@web/lib/notify';

const INVOICE_FAILED = 'Hiba történt a számla letöltésekor';

/** GET /api/appointments/{id}/invoice: the PDF, fetched with the bearer token and saved via an object URL. */
export async function downloadInvoice(id: string) {
  const token = useAuthStore.getState().token;
  let response: Response;
  try {
    response = await window.fetch(`/api/appointments/${encodeURIComponent(id)}/invoice`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    notifyError(messages.api.network);
    throw new Error(messages.api.network);
  }
  if (!response.ok) {
    notifyError(INVOICE_FAILED);
    throw new Error(INVOICE_FAILED);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `szamla-${id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoiceMutation() {
  return useMutation({ mutationFn: (id: string) => downloadInvoice(id) });
}

import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '@web/lib/auth-store';
import { notifyError } from '@web/lib/notify';

const INVOICE_FAILED = 'Hiba történt a számla letöltésekor';

async function errorText(response: Response) {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: the default text is used
  }
  return INVOICE_FAILED;
}

/** GET /api/appointments/{id}/invoice: the PDF, saved through an object URL. */
export async function downloadInvoice(id: string) {
  const token = useAuthStore.getState().token;
  let response: Response;
  try {
    response = await window.fetch(`/api/appointments/${encodeURIComponent(id)}/invoice`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    notifyError(INVOICE_FAILED);
    throw new Error(INVOICE_FAILED);
  }
  if (!response.ok) {
    const text = await errorText(response);
    notifyError(text);
    throw new Error(text);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `szamla-${id}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadInvoiceMutation() {
  return useMutation({ mutationFn: downloadInvoice });
}

import { appointmentsApi } from '@common/api/appointments';
import { invoicingApi } from '@common/api/invoicing';
import { type Answer, pathOf } from '@common/contract';
import { messages } from '@common/messages';
import { appointmentsKey } from '@web/api/appointment-window';
import { callById } from '@web/lib/endpoint';
import { useInvalidatingMutation } from '@web/lib/query-hooks';
import { serverErrorText, uploadWithProgress } from '@web/lib/upload';

/** POST /api/invoices/{id}/retry: a failed invoice (or reversal) is issued again; the list reloads. */
export function useRetryInvoiceMutation() {
  return useInvalidatingMutation(
    callById(invoicingApi.retry, { errorMessage: 'Nem sikerült újraindítani a számla kiállítását.' }),
    [appointmentsKey],
  );
}

/** The text of a refused upload, as the HTTP client would choose it. */
function errorTextOf(status: number, body: unknown): string {
  const text = serverErrorText(body);
  if (text) return text;
  if (status === 413) return messages.api.payloadTooLarge;
  if (status === 415) return messages.api.unsupportedMediaType;
  return messages.api.internal;
}

export interface UploadInvoiceInput {
  id: string;
  invoice: File;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

/**
 * POST /api/appointments/{id}/invoice (multipart field `invoice`): the adviser's own PDF of a confirmed
 * consultation, e.g. after the portal could not issue it; with real upload progress.
 */
export function uploadInvoice({ id, invoice, onProgress }: UploadInvoiceInput) {
  const form = new FormData();
  form.append('invoice', invoice, invoice.name);
  // Through XMLHttpRequest for the progress (not `call`); the path and the answer come from the definition.
  return uploadWithProgress<Answer<typeof appointmentsApi.uploadInvoice>['data']>(
    pathOf(appointmentsApi.uploadInvoice.path, { id }),
    form,
    { errorText: errorTextOf, onProgress },
  );
}

export function useUploadInvoiceMutation() {
  return useInvalidatingMutation(uploadInvoice, [appointmentsKey]);
}

import { type BookingDocument, intakeApi } from '@common/api/intake';
import { BOOKING_DOCUMENT_MAX_BYTES, BOOKING_DOCUMENT_TYPES } from '@common/constants';
import { type Answer, pathOf } from '@common/contract';
import { messages } from '@common/messages';
import { call } from '@web/lib/endpoint';
import { serverErrorText, uploadWithProgress } from '@web/lib/upload';

/** What the file picker offers (the server tells the real type from the bytes). */
export const DOCUMENT_ACCEPT = [...BOOKING_DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.docx'].join(
  ',',
);
const EXTENSIONS = /\.(pdf|jpe?g|png|docx)$/i;

/** The check before any byte is sent: kind (the browser's word or the name) and size; null when fine. */
export function documentProblem(file: { name: string; type: string; size: number }): string | null {
  const knownType = (BOOKING_DOCUMENT_TYPES as readonly string[]).includes(file.type);
  if (!knownType && !EXTENSIONS.test(file.name)) return `${file.name}: ${messages.intake.documentType}`;
  if (file.size > BOOKING_DOCUMENT_MAX_BYTES) return `${file.name}: ${messages.intake.documentTooLarge}`;
  if (file.size === 0) return `${file.name}: a fájl üres.`;
  return null;
}

function errorTextOf(status: number, body: unknown): string {
  const text = serverErrorText(body);
  if (text) return text;
  if (status === 413) return messages.intake.documentTooLarge;
  if (status === 415) return messages.intake.documentType;
  return 'A fájl feltöltése nem sikerült. Kérjük, próbálja újra.';
}

/**
 * POST /api/tanacsadok/{id}/booking-documents (multipart `file`) with real upload progress. Failures show
 * the red toast and throw.
 */
export function uploadBookingDocument(
  adviserId: string,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<BookingDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { uploadDocument } = intakeApi;
  return uploadWithProgress<Answer<typeof uploadDocument>['data']>(
    pathOf(uploadDocument.path, { id: adviserId }),
    form,
    { errorText: errorTextOf, onProgress, signal },
  );
}

/** DELETE /api/booking-documents/{id}: takes back a document not booked yet (quietly: it is swept anyway). */
export function deleteBookingDocument(id: string) {
  return call(intakeApi.deleteDocument, { params: { id } }, { silent: true }).catch(() => undefined);
}

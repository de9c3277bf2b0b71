import { CHAT_ATTACHMENT_MAX_BYTES, type ChatAttachment, conversationsApi } from '@common/api/conversations';
import { type Answer, pathOf } from '@common/contract';
import { messages } from '@common/messages';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { serverErrorText, uploadWithProgress } from '@web/lib/upload';
import { texts } from '../lib/texts';

/** What may be attached (the server re-checks the real type from the file's bytes). */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The client-side check before any byte is sent: type and size; null when the file may go. */
export function attachmentProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return texts.fileType(file.name);
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return texts.fileTooLarge(file.name);
  return null;
}

function errorTextOf(status: number, body: unknown): string {
  const text = serverErrorText(body);
  if (text) return text;
  if (status === 413) return texts.fileTooLarge('');
  if (status === 415) return messages.api.unsupportedMediaType;
  return texts.uploadFailed;
}

/**
 * POST /api/conversations/{id}/attachments (multipart field `file`) with real upload progress; the
 * type and size are checked first. Failures show the red toast and throw.
 */
export async function uploadAttachment(
  conversationId: string,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ChatAttachment> {
  const problem = attachmentProblem(file);
  if (problem) {
    notifyError(problem);
    throw new ApiError(0, problem, 'CLIENT_CHECK');
  }
  const form = new FormData();
  form.append('file', file, file.name);
  // Through XMLHttpRequest for the progress (not `call`); the path and the answer come from the definition.
  const { uploadAttachment: upload } = conversationsApi;
  return uploadWithProgress<Answer<typeof upload>['data']>(
    pathOf(upload.path, { id: conversationId }),
    form,
    {
      errorText: errorTextOf,
      onProgress,
      signal,
    },
  );
}

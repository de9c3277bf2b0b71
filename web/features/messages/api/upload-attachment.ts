import { CHAT_ATTACHMENT_MAX_BYTES, type ChatAttachment } from '@common/api/conversations';
import { messages } from '@common/messages';
import { api } from '@web/lib/api';
import { useAuthStore } from '@web/lib/auth-store';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
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
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  if (status === 413) return texts.fileTooLarge('');
  if (status === 415) return messages.api.unsupportedMediaType;
  return texts.uploadFailed;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function send(url: string, form: FormData, onProgress?: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<XhrResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Megszakítva', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, messages.api.network));
    xhr.onabort = () => reject(new DOMException('Megszakítva', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * POST /api/conversations/{id}/attachments (multipart field `file`) with real upload progress
 * (XMLHttpRequest, as fetch cannot report it), the bearer token and the 401 policy of `api.request`.
 * Failures show the red toast and throw.
 */
export async function uploadAttachment(
  conversationId: string,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ChatAttachment> {
  const fail = (error: ApiError): never => {
    notifyError(error.message);
    throw error;
  };
  const problem = attachmentProblem(file);
  if (problem) return fail(new ApiError(0, problem, 'CLIENT_CHECK'));

  const url = `/api/conversations/${encodeURIComponent(conversationId)}/attachments`;
  const form = new FormData();
  form.append('file', file, file.name);

  let result: XhrResult;
  try {
    result = await send(url, form, onProgress, signal);
    if (result.status === 401 && useAuthStore.getState().token) {
      if (await api.recheckToken()) {
        onProgress?.(0);
        result = await send(url, form, onProgress, signal);
      }
      if (result.status === 401) {
        notifyError(messages.auth.sessionExpired);
        useAuthStore.getState().clearSession();
        throw new ApiError(401, messages.auth.sessionExpired, 'SESSION_EXPIRED');
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return fail(error);
    throw error;
  }
  if (result.status < 200 || result.status >= 300) {
    const code = (result.body as { code?: string } | undefined)?.code;
    return fail(new ApiError(result.status, errorTextOf(result.status, result.body), code, result.body));
  }
  const attachment = (result.body as { data?: ChatAttachment } | undefined)?.data;
  if (!attachment) return fail(new ApiError(result.status, messages.advisers.missingResponseData));
  return attachment;
}

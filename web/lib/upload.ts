import { messages } from '@common/messages';
import { api } from './api';
import { useAuthStore } from './auth-store';
import { ApiError } from './http';
import { notifyError } from './notify';

interface XhrResult {
  status: number;
  body: unknown;
}

const aborted = () => new DOMException('Megszakítva', 'AbortError');

function send(url: string, form: FormData, onProgress?: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<XhrResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
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
    xhr.onabort = () => reject(aborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The server's `error` or `message` of an error answer, if it has one. */
export function serverErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

/**
 * A multipart POST with real upload progress (XMLHttpRequest: fetch cannot report it), the bearer
 * token and the 401 policy of `api.request` (re-check the token once, retry once, else end the
 * session). Answers the `data` of the reply; a failure shows the red toast and throws an ApiError
 * with `errorText(status, body)`.
 */
export async function uploadWithProgress<T>(
  url: string,
  form: FormData,
  options: {
    errorText(status: number, body: unknown): string;
    onProgress?: ((percent: number) => void) | undefined;
    signal?: AbortSignal | undefined;
  },
): Promise<T> {
  const fail = (error: ApiError): never => {
    notifyError(error.message);
    throw error;
  };
  let result: XhrResult;
  try {
    result = await send(url, form, options.onProgress, options.signal);
    if (result.status === 401 && useAuthStore.getState().token) {
      if (await api.recheckToken()) {
        options.onProgress?.(0);
        result = await send(url, form, options.onProgress, options.signal);
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
    return fail(
      new ApiError(result.status, options.errorText(result.status, result.body), code, result.body),
    );
  }
  const data = (result.body as { data?: T } | undefined)?.data;
  if (!data) return fail(new ApiError(result.status, messages.advisers.missingResponseData));
  return data;
}

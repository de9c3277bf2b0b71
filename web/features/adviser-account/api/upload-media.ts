import { GALLERY_MAX_IMAGES, type Media } from '@common/api/advisers';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useAuthStore } from '@web/lib/auth-store';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { adviserAccountKeys } from './query-keys';

export type MediaKind = 'profile' | 'gallery';

export interface UploadMediaInput {
  file: Blob | null | undefined;
  /** The file name sent with the file (a cropped Blob has none of its own). */
  filename?: string;
  userId: string | null | undefined;
  type: MediaKind;
  /** Gallery images already stored (the limit of 15 is checked before uploading, SPEC.md §5). */
  galleryCount?: number;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The checks of SPEC.md §5 before any byte is sent; a failure shows the red toast and throws. */
function checkUpload(input: UploadMediaInput): { file: Blob; userId: string } {
  const fail = (message: string): never => {
    notifyError(message);
    throw new ApiError(0, message, 'CLIENT_CHECK');
  };
  if (!input.file) return fail(messages.media.noFile);
  if (!input.userId) return fail(messages.media.noUserId);
  const user = useAuthStore.getState().user;
  if (user?.role !== 'tanacsado') return fail(messages.advisers.adviserUserMissing);
  if (input.type === 'gallery' && (input.galleryCount ?? 0) >= GALLERY_MAX_IMAGES) {
    return fail(messages.media.galleryLimit);
  }
  return { file: input.file, userId: input.userId };
}

/** The text of an error answer, as the HTTP client would choose it (SPEC.md §8 for 'Maximum'). */
function errorTextOf(status: number, body: unknown): string {
  let text: string | undefined;
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) text = error;
    else if (typeof message === 'string' && message) text = message;
  }
  if (status === 400 && text?.includes('Maximum')) return messages.media.galleryLimitReached;
  if (text) return text;
  if (status === 413) return messages.api.payloadTooLarge;
  if (status === 415) return messages.api.unsupportedMediaType;
  return messages.api.internal;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function send(form: FormData, onProgress?: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<XhrResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Megszakítva', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
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
 * POST /api/media (multipart: file, userId, type) with real upload progress. fetch cannot report
 * upload progress, so this uses XMLHttpRequest with the same bearer token, the same error texts and
 * the same 401 policy as `api.request` (re-check the token once, retry once, else end the session).
 */
export async function uploadMedia(input: UploadMediaInput): Promise<Media> {
  const { file, userId } = checkUpload(input);
  const form = new FormData();
  form.append('userId', userId);
  form.append('type', input.type);
  const filename = input.filename || (file instanceof File ? file.name : 'kep');
  form.append('file', file, filename);

  const fail = (error: ApiError): never => {
    notifyError(error.message);
    throw error;
  };

  let result: XhrResult;
  try {
    result = await send(form, input.onProgress, input.signal);
    if (result.status === 401 && useAuthStore.getState().token) {
      if (await api.recheckToken()) {
        input.onProgress?.(0);
        result = await send(form, input.onProgress, input.signal);
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
  const media = (result.body as { data?: Media } | undefined)?.data;
  if (!media) return fail(new ApiError(result.status, messages.advisers.missingResponseData));
  return media;
}

export function useUploadMediaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: (_media, input) => {
      const userId = input.userId ?? '';
      const key =
        input.type === 'profile'
          ? adviserAccountKeys.profileImage(userId)
          : adviserAccountKeys.gallery(userId);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: adviserAccountKeys.adviser(userId) }),
      ]);
    },
  });
}

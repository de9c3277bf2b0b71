import { GALLERY_MAX_IMAGES, type Media } from '@common/api/advisers';
import { mediaApi } from '@common/api/media';
import { type Answer, pathOf } from '@common/contract';
import { messages } from '@common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAdviserKey } from '@web/api/get-my-adviser';
import { userMediaKey } from '@web/api/media';
import { useAuthStore } from '@web/lib/auth-store';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { serverErrorText, uploadWithProgress } from '@web/lib/upload';

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
  const text = serverErrorText(body);
  if (status === 400 && text?.includes('Maximum')) return messages.media.galleryLimitReached;
  if (text) return text;
  if (status === 413) return messages.api.payloadTooLarge;
  if (status === 415) return messages.api.unsupportedMediaType;
  return messages.api.internal;
}

/** POST /api/media (multipart: file, userId, type) with real upload progress, after the checks above. */
export async function uploadMedia(input: UploadMediaInput): Promise<Media> {
  const { file, userId } = checkUpload(input);
  const form = new FormData();
  form.append('userId', userId);
  form.append('type', input.type);
  const filename = input.filename || (file instanceof File ? file.name : 'kep');
  form.append('file', file, filename);
  // Through XMLHttpRequest for the progress (not `call`); the path and the answer come from the definition.
  return uploadWithProgress<Answer<typeof mediaApi.upload>['data']>(pathOf(mediaApi.upload.path), form, {
    errorText: errorTextOf,
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

export function useUploadMediaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSuccess: (_media, input) => {
      const userId = input.userId ?? '';
      const key = userMediaKey(input.type === 'profile' ? 'profileImage' : 'gallery', userId);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: myAdviserKey(userId) }),
      ]);
    },
  });
}

import type { ChatAttachment } from '@common/api/conversations';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@web/lib/auth-store';
import { notifyError } from '@web/lib/notify';
import { texts } from '../lib/texts';

async function errorText(response: Response) {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: the default text is used
  }
  return texts.downloadFailed;
}

/** GET attachment.url with the bearer token (only the two participants may read it). */
export async function fetchAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = useAuthStore.getState().token;
  let response: Response;
  try {
    response = await window.fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(texts.downloadFailed);
  }
  if (!response.ok) throw new Error(await errorText(response));
  return response.blob();
}

/** Saves the attachment under its own name, through an object URL. */
export async function downloadAttachment(attachment: ChatAttachment) {
  let blob: Blob;
  try {
    blob = await fetchAttachment(attachment.url);
  } catch (error) {
    notifyError(error instanceof Error ? error.message : texts.downloadFailed);
    return;
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** An image attachment as a Blob for the preview (cached: a thread re-render fetches nothing). */
export function useAttachmentBlob(attachment: ChatAttachment, enabled: boolean) {
  return useQuery({
    queryKey: ['messages', 'attachment', attachment.id],
    queryFn: ({ signal }) => fetchAttachment(attachment.url, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

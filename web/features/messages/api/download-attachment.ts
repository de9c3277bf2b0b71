import type { ChatAttachment } from '@common/api/conversations';
import { useQuery } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '@web/lib/download';
import { notifyError } from '@web/lib/notify';
import { texts } from '../lib/texts';

/** GET attachment.url with the bearer token (only the two participants may read it). */
export function fetchAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBlob(url, { failed: texts.downloadFailed, networkFailed: texts.downloadFailed, signal });
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
  saveBlob(blob, attachment.filename);
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

import { type ChatAttachment, conversationsApi } from '@common/api/conversations';
import { useQuery } from '@tanstack/react-query';
import { saveBlob } from '@web/lib/download';
import { call, queryKeyOf } from '@web/lib/endpoint';
import { ApiError } from '@web/lib/http';
import { notifyError } from '@web/lib/notify';
import { texts } from '../lib/texts';

/** One attachment of a message of a conversation. */
const input = (conversationId: string, attachment: ChatAttachment) => ({
  params: { id: conversationId, attachmentId: attachment.id },
});

/**
 * GET /api/conversations/{id}/attachments/{attachmentId} with the bearer token (only the two participants
 * may read it). Silent: the caller decides whether a failure is told.
 */
export function fetchAttachment(conversationId: string, attachment: ChatAttachment, signal?: AbortSignal) {
  return call(conversationsApi.attachment, input(conversationId, attachment), {
    errorMessage: texts.downloadFailed,
    silent: true,
    signal,
  });
}

/** Saves the attachment under its own name, through an object URL; a failure is told in a red toast. */
export async function downloadAttachment(conversationId: string, attachment: ChatAttachment) {
  let blob: Blob;
  try {
    blob = await fetchAttachment(conversationId, attachment);
  } catch (error) {
    // An ended session has had its own toast already; no answer at all is told as this download's failure.
    if (error instanceof ApiError && error.code === 'SESSION_EXPIRED') return;
    notifyError(error instanceof ApiError && error.status !== 0 ? error.message : texts.downloadFailed);
    return;
  }
  saveBlob(blob, attachment.filename);
}

/** An image attachment as a Blob for the preview (cached: a thread re-render fetches nothing). */
export function useAttachmentBlob(conversationId: string, attachment: ChatAttachment, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(conversationsApi.attachment, input(conversationId, attachment)),
    queryFn: ({ signal }) => fetchAttachment(conversationId, attachment, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

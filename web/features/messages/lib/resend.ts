import { ApiError } from '@web/lib/http';

/**
 * No answer at all, or the proxy's own answer (502/503/504): the instance that had the request stopped,
 * or is stopping, and the next try goes to another one.
 */
export function isTransientFailure(error: unknown) {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/** After a transient failure a message goes again after 1, 2 and 4 s: time for the proxy to move on. */
export const RESEND_DELAYS_MS = [1000, 2000, 4000] as const;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `sendOnce` until it succeeds, fails for another reason, or the delays run out (then its last
 * failure is thrown). Only for requests the server stores once however often they arrive, like a
 * message with its clientMessageId.
 */
export async function withResends<T>(
  sendOnce: () => Promise<T>,
  delaysMs: readonly number[] = RESEND_DELAYS_MS,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await sendOnce();
    } catch (error) {
      if (!isTransientFailure(error)) throw error;
    }
    await wait(delay);
  }
  return sendOnce();
}

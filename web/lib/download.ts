import { messages } from '@common/messages';
import { useAuthStore } from './auth-store';

/** How long a saved file's object URL lives (the browser has started the download by then). */
const OBJECT_URL_LIFETIME_MS = 10_000;

/** The server's own text of a failed answer (`error` or `message` of its JSON body), else `fallback`. */
async function failureText(response: Response, fallback: string) {
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: the default text is used
  }
  return fallback;
}

export interface FetchBlobOptions {
  /** The error text when the server sends none of its own. */
  failed: string;
  /** The error text when no answer came (the HTTP client's network text unless given). */
  networkFailed?: string;
  signal?: AbortSignal;
}

/**
 * GET `url` as a file (PDF, image), with the bearer token: the HTTP client reads JSON, so files are
 * fetched here. Throws an Error with the text to show (no toast); an abort is rethrown as it is.
 */
export async function fetchBlob(url: string, options: FetchBlobOptions): Promise<Blob> {
  const token = useAuthStore.getState().token;
  let response: Response;
  try {
    response = await window.fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new Error(options.networkFailed ?? messages.api.network);
  }
  if (!response.ok) throw new Error(await failureText(response, options.failed));
  return response.blob();
}

/** Hands a file to the browser as a download named `filename` (through a short-lived object URL). */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

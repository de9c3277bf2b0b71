/** How long a saved file's object URL lives (the browser has started the download by then). */
const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * Hands a file to the browser as a download named `filename` (through a short-lived object URL). The
 * file itself is fetched with `call` of an endpoint declared `file: true` (web/lib/endpoint.ts).
 */
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

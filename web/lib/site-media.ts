/** The origin of an absolute URL of the site's own stored files (`/media/<key>`). */
const OWN_MEDIA_ORIGIN = /^https?:\/\/[^/?#@\\]+(?=\/media\/)/i;

/**
 * A picture of the site's own file store as a root-relative path (`/media/<key>…`), so it loads from
 * the address the page was opened at. Public adviser answers carry absolute URLs on PUBLIC_URL (SPEC.md
 * §7), but the same site is also reached by other addresses (127.0.0.1, a LAN address, a proxy's name),
 * and /media answers only same-origin readers (Cross-Origin-Resource-Policy): from another origin the
 * browser refuses the image. Any other URL is returned as it is.
 */
export function siteMediaSrc(url: string): string;
export function siteMediaSrc(url: string | null | undefined): string | null;
export function siteMediaSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.replace(OWN_MEDIA_ORIGIN, '');
}

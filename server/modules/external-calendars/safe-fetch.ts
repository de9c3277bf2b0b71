import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A calendar fetch that failed, with the Hungarian text shown to the adviser. */
export class CalendarFetchError extends Error {}

export interface SafeFetchOptions {
  /** Loopback and private-network addresses allowed (the operator's own network, the tests). */
  allowPrivate: boolean;
  /**
   * The one deadline of the whole fetch (every redirect, the lookups and the body): a server that
   * answers a byte at a time cannot keep the fetch alive past it.
   */
  signal: AbortSignal;
  maxBytes?: number;
  maxRedirects?: number;
}

/** Only public unicast addresses, unless private ones are allowed; IPv4-mapped IPv6 judged as IPv4. */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return true;
  return allowPrivate && !['unspecified', 'multicast', 'broadcast'].includes(range);
}

/**
 * The address check sits in the connection's own DNS lookup, so the address connected to is the one
 * checked (no second lookup an attacker's DNS could answer differently).
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const refused = list.find((a) => !addressAllowed(a.address, allowPrivate));
      if (refused || list.length === 0) {
        return callback(
          new CalendarFetchError('A naptár címe belső hálózatra mutat, ezért nem tölthető le.'),
          '',
          0,
        );
      }
      if (options.all) return (callback as never as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** webcal:// is how Apple and Outlook hand out subscriptions: the same address over https. */
export function normaliseCalendarUrl(text: string): URL {
  const url = new URL(text.trim().replace(/^webcal:\/\//i, 'https://'));
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new CalendarFetchError('A cím http://, https:// vagy webcal:// kezdetű legyen.');
  }
  if (url.username || url.password) throw new CalendarFetchError('A cím nem tartalmazhat jelszót.');
  return url;
}

const tooSlow = 'A naptár címe nem válaszolt időben.';

/**
 * GET of a calendar address with SSRF protection (every address the name resolves to is checked, also
 * after redirects), a deadline and a size limit. Returns the body as text.
 */
export async function fetchCalendarText(address: string, options: SafeFetchOptions): Promise<string> {
  const { allowPrivate, signal, maxBytes = 5 * 1024 * 1024, maxRedirects = 3 } = options;
  let url = normaliseCalendarUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    // A literal IP address skips the lookup: check it here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host) && !addressAllowed(host, allowPrivate)) {
      throw new CalendarFetchError('A naptár címe belső hálózatra mutat, ezért nem tölthető le.');
    }
    const answer = await getOnce(url, { allowPrivate, signal, maxBytes });
    if ('location' in answer) {
      if (redirects >= maxRedirects) throw new CalendarFetchError('Túl sok átirányítás a naptár címén.');
      url = normaliseCalendarUrl(new URL(answer.location, url).toString());
      continue;
    }
    return answer.body;
  }
}

function getOnce(
  url: URL,
  options: { allowPrivate: boolean; signal: AbortSignal; maxBytes: number },
): Promise<{ body: string } | { location: string }> {
  const client = url.protocol === 'https:' ? https : http;
  if (options.signal.aborted) return Promise.reject(new CalendarFetchError(tooSlow));
  return new Promise((resolve, reject) => {
    // The promise is settled first, so the socket's own error on destroy cannot replace the reason.
    const stop = (reason: CalendarFetchError) => {
      reject(reason);
      request.destroy();
    };
    const failed = (error: Error) =>
      reject(
        error instanceof CalendarFetchError ? error : new CalendarFetchError('A naptár címe nem érhető el.'),
      );
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.allowPrivate),
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Tanacsado-portal/1 (naptar-szinkron)' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new CalendarFetchError(`A naptár címe hibát adott (HTTP ${status}).`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            stop(new CalendarFetchError('A naptár túl nagy (legfeljebb 5 MB).'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', failed);
      },
    );
    const abort = () => stop(new CalendarFetchError(tooSlow));
    options.signal.addEventListener('abort', abort, { once: true });
    request.on('close', () => options.signal.removeEventListener('abort', abort));
    request.on('error', failed);
  });
}

import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';

/** Which peers may tell us the client's address (X-Forwarded-For): a hop count or addresses/CIDRs. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Decides, for each address of the forwarding chain (0 = the direct peer), whether to trust it. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trust rule of TRUST_PROXY, used by Fastify (`request.ip`) and by the socket handshake alike.
 * A hop count trusts that many proxies in front of us, whoever they are; an address list trusts only
 * those peers, so a client connecting directly cannot forge its address.
 */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return proxyAddr.compile(trust.addresses);
}

/** The client's address of a raw request (sockets), by the same rule as Fastify's `request.ip`. */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust);
}

/**
 * The key that per-client limits count by: an IPv4 address itself, an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64 and can pick any address in it).
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { TrustFunction } from './client-address';

/**
 * What never reaches a log line, whoever logs it: credentials in request headers, cookies, and the
 * socket handshake's auth (the session token).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'handshake.auth',
  'handshake.headers.authorization',
  'handshake.headers.cookie',
  'auth.token',
];

/** Where log lines go instead of stdout (tests collect them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's request fields, with the capabilities in URLs masked: the signature of a signed media URL,
 * the token of a calendar feed's address and that of a data export's download link.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url
      .replace(/([?&]sig=)[^&]*/g, '$1[Redacted]')
      .replace(/(\/api\/calendar-feed\/)[^/?]+/, '$1[Redacted]')
      .replace(/(\/api\/account\/export\/)[^/?]+/, '$1[Redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A request id a proxy may hand on: short, and nothing that could break a log line. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request (or of a socket's handshake): the `X-Request-Id` of a trusted proxy
 * (TRUST_PROXY), so one id follows the request through the proxy's and our logs; otherwise a new one.
 * A client cannot choose the id of its own requests.
 */
export function requestIdOf(request: IncomingMessage, trust: TrustFunction): string {
  const header = request.headers['x-request-id'];
  const forwarded = Array.isArray(header) ? header[0] : header;
  if (forwarded && FORWARDED_REQUEST_ID.test(forwarded) && trust(request.socket.remoteAddress ?? '', 0)) {
    return forwarded;
  }
  return randomUUID();
}

/**
 * The logger of the app: readable lines in development (pino-pretty), one JSON object a line in
 * production and tests (for the log collector). `stream` replaces stdout (tests read the lines).
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: REDACTED_PATHS, serializers: { req: serializeRequest } };
  if (stream) return { ...base, stream };
  if (config.env === 'development') {
    return {
      ...base,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
      },
    };
  }
  return base;
}

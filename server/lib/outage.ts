/**
 * Whether an error means a dependency (PostgreSQL, PGlite, Redis, the S3 store) did not answer — an outage the
 * caller should retry later (503), not a fault in this request (500). Looks through wrappers: Drizzle
 * puts the driver's error in `cause`, a failed connect to several addresses is an AggregateError.
 */
const OUTAGE_CODES = new Set([
  // The network: nothing listens, the connection broke, or the address does not resolve now.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (class 08), shutting down or starting up, too many connections.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

// The S3 SDK names a store that stopped sending bytes (its socket timeout) TimeoutError.
const OUTAGE_NAMES = new Set(['DatabaseUnavailableError', 'MaxRetriesPerRequestError', 'TimeoutError']);

const OUTAGE_MESSAGES = [
  // node-postgres
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  // A query past its deadline (db/client.ts: the database stopped answering without closing)
  /^Query read timeout/,
  // ioredis
  /^Connection is closed/,
  /^Stream isn't writeable/,
  /^Command timed out/,
  /^Socket timeout/,
  // PGlite
  /^PGlite is closed/,
];

export function isDependencyOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const { code, name, message, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && OUTAGE_CODES.has(code)) return true;
  if (typeof name === 'string' && OUTAGE_NAMES.has(name)) return true;
  if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDependencyOutage(inner, depth + 1))) {
    return true;
  }
  return isDependencyOutage(cause, depth + 1);
}

/** Seconds a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error means "the database cannot be reached just now" (a restart, a failover, a network
 * fault), as opposed to "this query is wrong": the first is worth a retry (503), the second is a bug or
 * a conflict and keeps its own answer. Only what the driver and the server say about the connection
 * counts; an ordinary SQL error (a unique violation, a syntax error) never does.
 */

/**
 * Node's socket and DNS errors: nothing answers at the address, or the connection broke. The API opens
 * no connection but the database's, so a socket error in a request is the database's.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: admin_shutdown (57P01, `pg_ctl stop -m
 * fast`), crash_shutdown (57P02), cannot_connect_now (57P03, starting up or shutting down). Class 08,
 * connection exceptions, is checked by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

/**
 * pg's own messages for a connection that is gone or never came (pg/lib/client.js, pg-pool): they carry
 * no code. Matched whole, so that an SQL error that merely mentions a connection is not taken for one.
 */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  // A client's own connect timeout, when it fires before the pool's (both are CONNECTION_TIMEOUT_MS).
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
]);

/** A socket error wrapped by another (pg's connection timeout has its cause) is followed this far. */
const MAX_DEPTH = 4;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

// Read by shape, not `instanceof Error`: under jest, node's own errors come from another realm.
function unavailable(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  const { code, message, cause, errors } = error as ErrorLike;
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code))
  )
    return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.has(message)) return true;
  // A host name with several addresses fails with every address's error in one AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1))) return true;
  return unavailable(cause, depth + 1);
}

export const isDatabaseUnavailable = (error: unknown): boolean => unavailable(error, 0);

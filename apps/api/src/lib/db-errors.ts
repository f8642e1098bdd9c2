// What a database failure means for the caller. Drizzle wraps the driver's error
// (DrizzleQueryError with `cause`), node-postgres raises plain Errors with a SQLSTATE `code`, and
// socket failures carry Node's errno codes; these helpers look through the whole cause chain.

/** SQLSTATEs PostgreSQL uses to abort a transaction that may simply be run again. */
const RETRYABLE_SQLSTATES = new Set([
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

const UNIQUE_VIOLATION = new Set(['23505']);

/**
 * The database is not there (down, restarting, unreachable, out of connections): the request
 * cannot be served now but may be in a moment. SQLSTATE class 08 (connection exception), 57P01–03
 * (admin shutdown, crash shutdown, cannot connect now), 53300 (too many connections), and the
 * socket errors of a server that went away.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /connection (?:is )?(?:closed|ended)/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /terminating connection/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
  /is not currently accepting connections/i,
];

/** Every error in `error`'s cause chain (bounded, in case of a cycle). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE (or errno code) of a database error, looking through wrappers. */
export function dbErrorCode(error: unknown): string | undefined {
  for (const e of chain(error)) if (typeof e.code === 'string') return e.code;
  return undefined;
}

function hasCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (const e of chain(error)) if (typeof e.code === 'string' && codes.has(e.code)) return true;
  return false;
}

export function isRetryableTransactionError(error: unknown): boolean {
  return hasCode(error, RETRYABLE_SQLSTATES);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))
      return true;
    if (
      typeof e.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((r) => r.test(e.message as string))
    )
      return true;
  }
  return false;
}

/** PostgreSQL unique_violation (23505), as node-postgres or PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, UNIQUE_VIOLATION);
}

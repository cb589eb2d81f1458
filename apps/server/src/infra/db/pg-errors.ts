/** PostgreSQL's unique-violation error, optionally for one constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/**
 * PostgreSQL gave up waiting for a lock (`lock_timeout`, lock-user-for-money.ts): the work is
 * busy elsewhere for now, nothing was written; answered 503 with Retry-After.
 */
export function isLockTimeout(err: unknown): boolean {
  return findPgError(err)?.code === '55P03';
}

/**
 * PostgreSQL's own error behind a failed query (SQLSTATE and message), without drizzle's wrapper,
 * whose message carries the query and its parameters. Undefined when no database error is inside.
 */
export function postgresErrorOf(err: unknown): { code: string; message: string } | undefined {
  const e = findPgError(err) as { code: string; message?: unknown; severity?: unknown } | undefined;
  // The server's errors carry a severity and a five-character SQLSTATE; socket errors do not.
  if (!e || !/^[0-9A-Z]{5}$/.test(e.code) || e.severity === undefined) return undefined;
  return { code: e.code, message: typeof e.message === 'string' ? e.message : '' };
}

// Drizzle wraps driver errors; the pg error is the error itself or its cause.
function findPgError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('code' in e && typeof (e as { code: unknown }).code === 'string') return e as { code: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

// SQLSTATEs of a server that is away: connection exceptions (class 08), shutting down or starting
// up (57P01-57P03), out of connection slots (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
// Socket errors of a server that is not listening or went away.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
// node-postgres reports a dropped connection with these messages and no code.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * True when a database call failed because PostgreSQL cannot be reached right now (stopped,
 * restarting, connection dropped), not because of the query: such a failure is temporary and is
 * answered 503 SERVICE_UNAVAILABLE. Walks drizzle's wrapping (`cause`) and AggregateError lists.
 */
export const isDatabaseUnavailable = (err: unknown): boolean => databaseUnavailableCause(err) !== undefined;

/**
 * The driver's own error behind a "database unavailable" failure, as code and message only: what
 * to log, since drizzle's wrapper carries the query and its parameters (which can hold secrets).
 */
export function databaseUnavailableCause(err: unknown): { code?: string; message: string } | undefined {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): { code?: string; message: string } | undefined => {
    if (!e || typeof e !== 'object' || depth > 5 || seen.has(e)) return undefined;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return { code, message: text };
    if (UNAVAILABLE_MESSAGE.test(text)) return { message: text };
    if (Array.isArray(errors)) {
      for (const inner of errors) {
        const found = visit(inner, depth + 1);
        if (found) return found;
      }
    }
    return visit(cause, depth + 1);
  };
  return visit(err, 0);
}

/** PostgreSQL's unique-violation error, optionally for one constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

// Drizzle wraps driver errors; the pg error is the error itself or its cause.
function findPgError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ('code' in e && typeof (e as { code: unknown }).code === 'string') return e as { code: string };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

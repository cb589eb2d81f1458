import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** The key of a form's server refusal in react-hook-form's errors (`setError(SERVER_ERROR, ...)`). */
export const SERVER_ERROR = 'root.server' as const;

/**
 * The one message a single-message form shows (spec 5: the rules are checked in order and only
 * the first failure is shown): the server's refusal, else the first field error in `order`.
 */
export const formMessage = <T extends FieldValues>(
  errors: FieldErrors<T>,
  order: Path<T>[],
): string | null => {
  const server = errors.root?.server?.message;
  if (server) return server;
  for (const name of order) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof message === 'string') return message;
  }
  return null;
};

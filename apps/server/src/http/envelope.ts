import { type ErrorCode, errorCatalogue } from '@app/contract';

/** A failed answer: the code is the envelope's message; `error` is a short text, never internals. */
export const failure = (code: ErrorCode, data: unknown = null, detail?: string) => ({
  success: false as const,
  message: code,
  data,
  error: detail ?? errorCatalogue[code].text,
});

const ANSWER = Symbol('answer');

export interface Answer<D> {
  [ANSWER]: true;
  data: D;
  message: string | undefined;
  top: Record<string, unknown> | undefined;
}

/** What a handler returns when it needs a message or top-level fields besides `data`. */
export const answer = <D>(
  data: D,
  options: { message?: string; top?: Record<string, unknown> } = {},
): Answer<D> => ({
  [ANSWER]: true,
  data,
  message: options.message,
  top: options.top,
});

const isAnswer = (value: unknown): value is Answer<unknown> =>
  typeof value === 'object' && value !== null && ANSWER in value;

/** A successful answer in the envelope, from a handler's plain data or `answer(...)`. */
export function success(result: unknown) {
  const { data, message, top } = isAnswer(result)
    ? result
    : { data: result, message: undefined, top: undefined };
  return { ...top, success: true as const, message: message ?? 'OK', data: data ?? null, error: null };
}

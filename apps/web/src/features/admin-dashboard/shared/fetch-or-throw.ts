import { adminFailureText, type Endpoint } from '@app/contract';
import { callEndpoint, type ApiResult, type CallInput } from '@/lib/api-client';

/** A failed call as an Error carrying the catalogue text and code, for TanStack Query. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Calls an endpoint and returns its data; a failure throws an ApiError (queries show it). */
export const fetchOrThrow = async <E extends Endpoint>(endpoint: E, input: CallInput<E> = {}) => {
  const result: ApiResult<E> = await callEndpoint(endpoint, input);
  if (!result.success) throw new ApiError(result.message, result.code);
  return result.data;
};

/**
 * An admin screen's text for a failed query (admin section 8): see `adminFailureText`; anything
 * but an ApiError means no answer came.
 */
export const adminErrorText = (error: unknown, texts: { failed: string; exception: string }) =>
  adminFailureText(error instanceof ApiError ? error.code : 'NETWORK_ERROR', texts);

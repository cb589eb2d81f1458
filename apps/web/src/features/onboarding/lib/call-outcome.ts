import { errorText, isErrorCode, memberTexts } from '@app/contract';
import type { ApiFailure } from '@/lib/api-client';

/** What a call on this screen ends with: the data and the server's message, or the text to show. */
export type CallOutcome<D> = { ok: true; data: D; message: string } | { ok: false; message: string };

type Failure = Pick<ApiFailure, 'code' | 'data'>;

/** The catalogue text of a code the server sent on purpose; null when there is none to show. */
const serverText = (failure: Failure): string | null =>
  isErrorCode(failure.code) && failure.code !== 'UNKNOWN_ERROR' ? errorText(failure.code) : null;

/**
 * Link UID (member 8): 'server message or Failed to link BingX UID'. Field errors of a validation
 * failure are the server's message there.
 */
export const linkFailureText = (failure: Failure): string => {
  const fieldMessages =
    failure.code === 'VALIDATION_ERROR'
      ? (failure.data?.errors ?? []).map((error) => error.message).filter(Boolean)
      : [];
  if (fieldMessages.length > 0) return fieldMessages.join(' ');
  return serverText(failure) ?? memberTexts.linkUid.failed;
};

/** Refresh Payment Status: the server's message, else 'Failed to refresh subscription status'. */
export const refreshFailureText = (failure: Failure | null): string =>
  (failure && serverText(failure)) ?? memberTexts.fallbacks.refreshSubscription;

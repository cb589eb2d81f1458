import type { ApiFailure } from '@/lib/api-client';

/**
 * What a failed step of the withdrawal flow shows (member spec 8, rewards): the server's own text
 * when it sent one (the cooldown's text says when withdrawals open again), else the step's
 * fallback ('Failed to request OTP', ...). A network failure has no server text.
 */
export const failureText = (failure: Pick<ApiFailure, 'code' | 'error'>, fallback: string): string =>
  failure.code !== 'NETWORK_ERROR' && failure.error ? failure.error : fallback;

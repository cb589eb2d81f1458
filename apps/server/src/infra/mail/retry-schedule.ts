/** First retry after 30 s, then doubling, never more than an hour apart; give up after 20 tries. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;
export const MAX_SEND_ATTEMPTS = 20;

/** The wait before the next try, after `attempts` failed tries (1, 2, ...). */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

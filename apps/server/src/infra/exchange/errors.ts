import { EXCHANGE_CODES } from './shared/api-constants';

export type ExchangeErrorKind =
  'BAD_API_KEY' | 'BAD_SIGNATURE' | 'TIMESTAMP' | 'IP_NOT_ALLOWED' | 'RATE_LIMITED' | 'OTHER';

function kindOfCode(code: number): ExchangeErrorKind {
  switch (code) {
    case EXCHANGE_CODES.BAD_API_KEY:
      return 'BAD_API_KEY';
    case EXCHANGE_CODES.SIGNATURE_MISMATCH:
    case EXCHANGE_CODES.SIGNATURE_MISSING:
      return 'BAD_SIGNATURE';
    case EXCHANGE_CODES.TIMESTAMP_INVALID:
    case EXCHANGE_CODES.TIMESTAMP_MISMATCH:
      return 'TIMESTAMP';
    case EXCHANGE_CODES.IP_NOT_ALLOWED:
      return 'IP_NOT_ALLOWED';
    case EXCHANGE_CODES.RATE_LIMITED:
      return 'RATE_LIMITED';
    default:
      return 'OTHER';
  }
}

/** The exchange answered, and refused: `code` is its answer code (never 0). */
export class ExchangeError extends Error {
  override readonly name = 'ExchangeError';
  readonly kind: ExchangeErrorKind;

  constructor(
    readonly code: number,
    readonly exchangeMessage: string,
    readonly path: string,
  ) {
    super(`exchange answered code ${code} on ${path}: ${exchangeMessage || '(no message)'}`);
    this.kind = kindOfCode(code);
  }
}

export type ExchangeUnavailableReason = 'TIMEOUT' | 'NETWORK' | 'BAD_RESPONSE';

/** No usable answer: the exchange could not be reached, was too slow, or answered something unreadable. */
export class ExchangeUnavailableError extends Error {
  override readonly name = 'ExchangeUnavailableError';

  constructor(
    readonly reason: ExchangeUnavailableReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A commission query the exchange would refuse (bad dates, outside the last 365 days): nothing was sent. */
export class CommissionRangeError extends RangeError {
  override readonly name = 'CommissionRangeError';
}

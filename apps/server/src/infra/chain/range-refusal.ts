/**
 * True when a JSON-RPC node refused eth_getLogs because the range or its result was too large, so a
 * smaller range may succeed. Providers word this differently: EIP-1474's -32005 "limit exceeded",
 * "query returned more than 10000 results", "block range too large", "exceed maximum block range",
 * "Log response size exceeded", "range is too wide", "query timeout exceeded". Anything else
 * (network down, bad token address) is a real failure and is not retried by shrinking.
 */
export function isRangeRefusal(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 10; depth++) {
    const { code, message, details, cause } = current as {
      code?: unknown;
      message?: unknown;
      details?: unknown;
      cause?: unknown;
    };
    const text = `${String(message ?? '')} ${String(details ?? '')}`;
    // Some providers use the same code and words for rate limits; shrinking the range cannot help there.
    if (RATE_LIMIT_TEXT.test(text)) return false;
    if (code === LIMIT_EXCEEDED || REFUSAL_TEXT.test(text)) return true;
    current = cause;
  }
  return false;
}

const LIMIT_EXCEEDED = -32005;
const RATE_LIMIT_TEXT = /rate.?limit|request count|per second|too many requests|requests? limit/i;
const REFUSAL_TEXT =
  /block range|range (is )?too (large|wide|big)|range limit|more than [\d,]+ (results|logs|blocks)|limit exceeded|limited to|response size|too many (results|logs|blocks)|exceeds? (the )?max(imum)?|query timeout/i;

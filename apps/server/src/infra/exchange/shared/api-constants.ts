// Facts of the exchange's agent API (see /work/shared/exchange-api.md).

export const INVITE_RELATION_CHECK_PATH = '/openApi/agent/v1/account/inviteRelationCheck';
export const COMMISSION_DATA_LIST_PATH = '/openApi/agent/v2/reward/commissionDataList';

export const API_KEY_HEADER = 'X-BX-APIKEY';

/** The exchange refuses a recvWindow above this many milliseconds. */
export const MAX_RECV_WINDOW_MS = 5000;

/** commissionDataList: a query covers at most this many days (both ends included)... */
export const COMMISSION_MAX_WINDOW_DAYS = 30;
/** ...within the last this many days (today included). */
export const COMMISSION_LOOKBACK_DAYS = 365;
export const COMMISSION_MAX_PAGE_SIZE = 100;

/** Answer codes the client and the simulator both speak. */
export const EXCHANGE_CODES = {
  OK: 0,
  SIGNATURE_MISMATCH: 100001,
  INVALID_PARAMETER: 100400,
  PATH_NOT_FOUND: 100404,
  RATE_LIMITED: 100410,
  SIGNATURE_MISSING: 100412,
  BAD_API_KEY: 100413,
  IP_NOT_ALLOWED: 100419,
  TIMESTAMP_MISMATCH: 100421,
  TIMESTAMP_INVALID: 80014,
} as const;

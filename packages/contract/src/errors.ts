/**
 * Every message code of the API: HTTP status and user text. A failure answers
 * `{success: false, message: CODE, ...}` with `status`; the web maps the code to `text`.
 * Texts the spec quotes are verbatim; paraphrased ones are written out as sentences; codes whose
 * text is "not shown" (and the codes the server adds) have plain texts of our own.
 * `NETWORK_ERROR` never comes from the server: the web client produces it.
 */
export const errorCatalogue = {
  // Accounts (member section 8)
  USER_NOT_FOUND: { status: 404, text: 'User not found. Please check your email or register.' },
  USER_EXISTS: { status: 409, text: 'An account with this email already exists. Please sign in.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, text: 'Your email is already verified. Please sign in.' },
  INVALID_OR_EXPIRED_TOKEN: {
    status: 400,
    text: 'The verification link has expired or is invalid. Please request a new one.',
  },
  TOKEN_REQUIRED: { status: 400, text: 'A verification token is required.' },
  INVALID_REFERRAL_CODE: {
    status: 400,
    text: 'This referral code is not valid. Please check it and try again.',
  },
  WALLET_CREATION_FAILED: {
    status: 500,
    text: 'We could not create your deposit address. Please try again later or contact support.',
  },
  INVALID_CREDENTIALS: { status: 401, text: 'Invalid email or password. Please try again.' },
  /** Sign-in throttled for this source or account (never a lock: ADR 0009); Retry-After says when. */
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    text: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  },
  /** The account's status is LOCKED (an admin's decision); failed sign-ins never set it. */
  ACCOUNT_LOCKED: { status: 403, text: 'Your account is locked. Please contact support.' },
  ACCOUNT_DISABLED: { status: 403, text: 'Your account is disabled. Please contact support.' },
  ACCOUNT_NOT_ACTIVE: { status: 403, text: 'Your account is not active. Please contact support.' },
  EMAIL_NOT_VERIFIED: { status: 403, text: 'Please verify your email address before signing in.' },
  UNAUTHORIZED: { status: 401, text: 'Your session has expired. Please sign in again.' },
  /** A call that needs a session, made with no token at all (UNAUTHORIZED: a token that opens none). */
  AUTHENTICATION_REQUIRED: { status: 401, text: 'Please sign in to continue.' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, text: 'Your current password is incorrect.' },
  SAME_PASSWORD_ERROR: {
    status: 400,
    text: 'Your new password must be different from your current password.',
  },
  PASSWORD_CHANGED_SUCCESSFULLY: { status: 200, text: 'Password changed successfully!' },
  /** The new password is on the server's list of common and breached passwords (issue 21). */
  PASSWORD_TOO_COMMON: {
    status: 400,
    text: 'This password is too common and easy to guess. Please choose a different one.',
  },
  /** A generated first-admin password: every call but the password change waits for a new one. */
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    text: 'Please change your password before you continue.',
  },

  // Second factor and sessions (issue 14)
  TWO_FACTOR_INVALID_CODE: {
    status: 400,
    text: 'This code is not correct. Check the code in your authenticator app (or your recovery code) and try again.',
  },
  TWO_FACTOR_CODE_USED: {
    status: 400,
    text: 'This code has already been used. Please wait for the next code in your authenticator app.',
  },
  TWO_FACTOR_CODE_REQUIRED: {
    status: 400,
    text: 'Please enter the code from your authenticator app to confirm this.',
  },
  TWO_FACTOR_CHALLENGE_INVALID: {
    status: 400,
    text: 'This sign-in has expired or was already completed. Please sign in again.',
  },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, text: 'Two-factor authentication is already turned on.' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, text: 'Two-factor authentication is not turned on.' },
  TWO_FACTOR_SETUP_EXPIRED: {
    status: 400,
    text: 'The set-up has expired or was not started. Please start the set-up again.',
  },
  /** A passkey answer that does not verify: malformed, wrong signature, unknown or removed key. */
  PASSKEY_INVALID: {
    status: 400,
    text: 'This passkey could not be verified. Please try again or use another way to sign in.',
  },
  /** The ceremony's challenge is unknown, expired (5 minutes) or was already used. */
  PASSKEY_CHALLENGE_INVALID: {
    status: 400,
    text: 'This passkey request has expired or was already used. Please try again.',
  },
  PASSKEY_NOT_FOUND: { status: 404, text: 'This passkey was not found or has already been removed.' },
  PASSKEY_ALREADY_REGISTERED: { status: 409, text: 'This passkey is already registered.' },
  PASSKEY_LIMIT_REACHED: {
    status: 409,
    text: 'You have reached the maximum number of passkeys. Remove one before adding another.',
  },
  /** An admin session without a second factor: only enrolment (and the own account's calls) until done. */
  TWO_FACTOR_REQUIRED: {
    status: 403,
    text: 'Administrators must set up two-factor authentication before they continue.',
  },
  /** An admin decision whose session last checked the second factor more than 5 minutes ago. */
  STEP_UP_REQUIRED: {
    status: 403,
    text: 'Please confirm it is you with the code from your authenticator app to continue.',
  },
  SESSION_NOT_FOUND: { status: 404, text: 'This session was not found or has already ended.' },
  SESSIONS_LINK_INVALID: {
    status: 400,
    text: 'This link is invalid, has expired or was already used. Sign in and end your sessions on your profile.',
  },

  // Onboarding
  BINGX_UID_ALREADY_SET: { status: 409, text: 'Your BingX UID is already linked and cannot be changed.' },
  BINGX_UID_ALREADY_EXISTS: { status: 409, text: 'This BingX UID is already linked to another account.' },
  BINGX_UID_INELIGIBLE: {
    status: 400,
    text: 'This BingX UID was not registered through our referral link. Please sign up on BingX with our link.',
  },
  BINGX_UID_INCOMPLETE_KYC: {
    status: 400,
    text: 'Please complete identity verification (KYC) on BingX, then try again.',
  },
  BINGX_UID_INSUFFICIENT_DEPOSIT: {
    status: 400,
    text: 'The minimum deposit of 100 USDT on your BingX account has not been met.',
  },
  EXCHANGE_UNAVAILABLE: {
    status: 503,
    text: 'The exchange cannot be reached right now. Nothing was saved. Please try again later.',
  },
  SUBSCRIPTION_REQUIRED: { status: 403, text: 'Please pay your subscription to use this feature.' },
  ONBOARDING_REQUIRED: { status: 403, text: 'Please complete your onboarding first.' },

  // Withdrawals
  INSUFFICIENT_BALANCE: { status: 400, text: 'Your available balance is too low for this withdrawal.' },
  TOO_MANY_PENDING_WITHDRAWALS: {
    status: 409,
    text: 'You already have a pending withdrawal. Please wait until it has been processed.',
  },
  WITHDRAWAL_NOT_FOUND: { status: 404, text: 'Withdrawal not found.' },
  WITHDRAWAL_ALREADY_PROCESSED: { status: 409, text: 'This withdrawal has already been processed.' },
  INSUFFICIENT_BALANCE_FOR_APPROVAL: {
    status: 409,
    text: "The member's balance no longer covers this withdrawal, so it cannot be approved.",
  },
  WALLET_ADDRESS_IN_USE: {
    status: 409,
    text: 'This wallet address is already tied to another pending withdrawal.',
  },
  INVALID_WALLET_ADDRESS: { status: 400, text: 'Please enter a valid wallet address' },
  WITHDRAWAL_COOLDOWN: {
    status: 403,
    text: 'Withdrawals are paused for 24 hours after a password change or reset. Please try again later.',
  },
  /**
   * The address is not (yet) in the member's address book as a confirmed address older than
   * 24 hours (issue 14, ADR 0012). `data`: {walletAddress, status: 'PENDING' | 'CONFIRMED',
   * usableFrom (when it opens, null while it awaits confirmation), linkSent}; `error` says it with the time.
   */
  WALLET_ADDRESS_NOT_READY: {
    status: 403,
    text: 'This wallet address is new in your address book: confirm it with the link we e-mailed you. It can be used 24 hours after confirmation.',
  },
  WALLET_ADDRESS_LINK_INVALID: {
    status: 400,
    text: 'This confirmation link is invalid, has expired or was already used. Add the address again on your profile to get a new link.',
  },
  WALLET_ADDRESS_NOT_FOUND: { status: 404, text: 'This address is not in your address book.' },
  WALLET_ADDRESS_BOOK_FULL: {
    status: 409,
    text: 'Your address book is full. Remove an address you no longer use, then try again.',
  },
  OTP_INVALID: { status: 400, text: 'Invalid OTP code' },
  OTP_EXPIRED: { status: 400, text: 'This code has expired. Please request a new one.' },
  OTP_TOO_MANY_ATTEMPTS: { status: 429, text: 'Too many wrong codes. Please request a new one.' },
  OTP_NOT_VERIFIED: { status: 400, text: 'Please verify your one-time code first.' },
  OTP_RATE_LIMITED: { status: 429, text: 'Too many code requests. Please wait a few minutes and try again.' },
  /** Too many wrong codes in one UTC day: codes and withdrawals wait for the next day (issue 21). */
  WITHDRAWALS_FROZEN: {
    status: 429,
    text: 'Too many wrong codes today. Withdrawals are paused until tomorrow (UTC); we have e-mailed you.',
  },

  // Payouts (issue 15): a transaction hash an admin gives is checked on the chain
  PAYOUT_TX_NOT_FOUND: {
    status: 409,
    text: 'No mined transaction with this hash was found yet. Wait until it is mined, then enter it again.',
  },
  PAYOUT_TX_REVERTED: {
    status: 400,
    text: 'This transaction failed (reverted) on the chain: it paid nothing.',
  },
  PAYOUT_WRONG_TOKEN: { status: 400, text: "This transaction does not transfer the platform's USDT." },
  PAYOUT_WRONG_RECIPIENT: {
    status: 400,
    text: "This transaction's USDT transfer does not go to the withdrawal's wallet address.",
  },
  PAYOUT_WRONG_AMOUNT: {
    status: 400,
    text: "This transaction's USDT transfer is not exactly the withdrawal's amount.",
  },
  PAYOUT_HASH_IN_USE: {
    status: 409,
    text: 'This transaction hash is already recorded for another withdrawal.',
  },
  PAYOUT_NOT_AWAITING: {
    status: 409,
    text: 'This payout is not waiting for a transaction (it is not approved, already sent or confirmed).',
  },
  PAYOUT_IN_PROGRESS: {
    status: 409,
    text: 'The payout wallet has already signed a transaction for this withdrawal; wait for its outcome.',
  },
  CHAIN_UNAVAILABLE: {
    status: 503,
    text: 'The chain node cannot be reached right now, so the transaction cannot be checked. Please try again later.',
  },
  SECOND_APPROVAL_REQUIRED: {
    status: 409,
    text: 'This withdrawal is above the four-eyes amount: a different administrator must give the second approval.',
  },

  // Admin
  INVALID_STATUS: { status: 400, text: 'This status change is not allowed.' },
  LAST_ADMIN: { status: 409, text: 'The last active administrator cannot be locked, disabled or deleted.' },
  OWN_ACCOUNT_CHANGE: {
    status: 409,
    text: 'You cannot change the status of, or delete, your own account. Ask another administrator.',
  },
  USER_HAS_PENDING_WITHDRAWAL: {
    status: 409,
    text: 'This user has a pending withdrawal. Please decide it first.',
  },
  CYCLE_IN_PROGRESS: {
    status: 409,
    text: 'A reward cycle is already running. Please wait until it finishes.',
  },
  CYCLE_ALREADY_IMPORTED: {
    status: 409,
    text: 'This file was already imported and paid. Nothing was paid again.',
  },
  CYCLE_PERIOD_OVERLAP: {
    status: 409,
    text: 'Some rows were already paid for days of this period. Review the preview and import only the new rows.',
  },
  CYCLE_PERIOD_NOT_ENDED: {
    status: 400,
    text: "The period must have ended: its last day must be before today (UTC), when the day's profit is final.",
  },
  REWARD_RATES_INVALID: {
    status: 409,
    text: 'The trading reward rates in Settings are invalid, so nothing was paid. Fix them and import again.',
  },
  CYCLE_INTERRUPTED: {
    status: 500,
    text: 'The cycle stopped before it paid anything (the server stopped or lost the database). Import it again.',
  },
  CYCLE_FAILED: {
    status: 500,
    text: 'The cycle failed before it paid anything. Import it again; if it fails again, see the server log.',
  },

  // Deposits (admin, issue 12)
  REFUND_EXCEEDS_CREDIT: {
    status: 400,
    text: "The refund is more than the member's credit.",
  },
  REFUND_ALREADY_RECORDED: {
    status: 409,
    text: 'A refund with this transaction hash is already recorded.',
  },

  // Ledger adjustments (admin, issue 15)
  ADJUSTMENT_NOT_FOUND: { status: 404, text: 'This adjustment does not exist.' },
  ADJUSTMENT_ALREADY_PROCESSED: {
    status: 409,
    text: 'This adjustment was already applied or rejected.',
  },
  ADJUSTMENT_SECOND_APPROVAL_REQUIRED: {
    status: 409,
    text: 'This adjustment is above the four-eyes amount: a different administrator must approve it.',
  },
  ADJUSTMENT_EXCEEDS_AVAILABLE: {
    status: 409,
    text: "The debit is more than the member's available balance.",
  },
  OWN_BALANCE_ADJUSTMENT: {
    status: 409,
    text: 'You cannot adjust your own balance. Ask another administrator.',
  },

  // Generic
  BAD_REQUEST: {
    status: 400,
    text: 'The request could not be processed. Please check your input and try again.',
  },
  VALIDATION_ERROR: { status: 400, text: 'Validation error occurred.' },
  FORBIDDEN: { status: 403, text: 'You do not have permission to do this.' },
  NOT_FOUND: { status: 404, text: 'The requested resource was not found.' },
  METHOD_NOT_ALLOWED: { status: 405, text: 'This action is not supported.' },
  REQUEST_TIMEOUT: { status: 408, text: 'The request took too long to arrive. Please try again.' },
  PAYLOAD_TOO_LARGE: { status: 413, text: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, text: 'The request must be sent as JSON.' },
  HEADERS_TOO_LARGE: { status: 431, text: 'The request headers are too large.' },
  RATE_LIMITED: { status: 429, text: 'Too many requests. Please wait a moment and try again.' },
  INTERNAL_SERVER_ERROR: { status: 500, text: 'Something went wrong on our side. Please try again later.' },
  UNKNOWN_ERROR: { status: 500, text: 'An unexpected error occurred. Please try again.' },
  MAINTENANCE_MODE: {
    status: 503,
    text: 'The platform is under maintenance. Please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    text: 'The service is temporarily unavailable. Please try again later.',
  },
  NETWORK_ERROR: {
    status: 503,
    text: 'Connection failed. Please check your internet connection and try again.',
  },
} as const satisfies Record<string, { status: number; text: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const ERROR_CODES = Object.keys(errorCatalogue) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorCatalogue, value);

/** The spec's "unexpected-error text", used when a message is neither a code nor has a fallback. */
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred. Please try again.';

/** A server message mapped to its user text: a known code's text, else the fallback, else the unexpected-error text. */
export const errorText = (code: unknown, fallback?: string): string =>
  isErrorCode(code) ? errorCatalogue[code].text : (fallback ?? UNEXPECTED_ERROR_TEXT);

export const errorStatus = (code: ErrorCode): number => errorCatalogue[code].status;

/** The codes that mean "not signed in": the web app ends its session on either. */
export const SIGN_IN_CODES: readonly ErrorCode[] = ['UNAUTHORIZED', 'AUTHENTICATION_REQUIRED'];
export const isSignInCode = (code: unknown): boolean => SIGN_IN_CODES.some((c) => c === code);

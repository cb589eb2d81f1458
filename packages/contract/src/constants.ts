/** Business constants of both spec documents (section 9) and of DESIGN.md, in one place. */

// Referral network
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 15;
export const LEVELS = Array.from({ length: MAX_LEVEL }, (_, i) => i + MIN_LEVEL);

// Statuses and types
export const USER_STATUSES = ['ACTIVE', 'LOCKED', 'DISABLED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'BLOCKED_COMPLIANCE'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** The decisions of a review: a withdrawal leaves PENDING once, for one of these. */
export const WITHDRAWAL_DECISIONS = ['APPROVED', 'REJECTED', 'BLOCKED_COMPLIANCE'] as const;
/**
 * The payout of an APPROVED withdrawal (issue 15), beside its status: waiting for a transaction,
 * a transaction known on the chain but not settled, settled (the member's debit), or failed with
 * its reason (the amount stays held).
 */
export const PAYOUT_STATUSES = ['AWAITING_PAYMENT', 'BROADCAST', 'CONFIRMED', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** Who pays: an admin from any wallet (the hash is checked on the chain), or the payout wallet. */
export const PAYOUT_METHODS = ['MANUAL', 'WALLET'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const REWARD_TYPES = ['DIRECT', 'DOWNLINE'] as const;
/** Member events of the activity log (admin user reports). */
export const ACTIVITY_TYPES = [
  'login',
  'withdrawal',
  'reward',
  'referral',
  'subscription',
  'security',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type RewardType = (typeof REWARD_TYPES)[number];
/** Member rewards page: filter labels and table badges. */
export const REWARD_TYPE_LABELS = { DIRECT: 'Referral Rewards', DOWNLINE: 'Trading Rewards' } as const;
export const REWARD_TYPE_BADGES = { DIRECT: 'Referral', DOWNLINE: 'Trading' } as const;
/** Admin screens: type filter labels. */
export const REWARD_TYPE_ADMIN_LABELS = { DIRECT: 'Direct', DOWNLINE: 'Downline' } as const;
/** 'BLOCKED_COMPLIANCE' shows as 'BLOCKED COMPLIANCE'. */
export const statusLabel = (status: string) => status.replaceAll('_', ' ');

// Page sizes
export const REFERRALS_PAGE_SIZE = 10;
export const PAGER_MAX_BUTTONS = 5;
export const REWARDS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const REWARDS_DEFAULT_PAGE_SIZE = 10;
export const REWARDS_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type RewardsSort = (typeof REWARDS_SORTS)[number];
export const REWARDS_DEFAULT_SORT: RewardsSort = 'newest';
/** Numbered pages around the current one in the rewards pager (with ellipses). */
export const REWARDS_PAGER_WINDOW = 2;
export const WITHDRAWALS_FETCH_LIMIT = 50;
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_DEFAULT_SORT = '-createdAt';
/** Largest page any list answers; bigger requests are refused, not truncated. */
export const MAX_PAGE_SIZE = 100;

// Timings (milliseconds) and layout
export const COPY_CONFIRMATION_MS = 5000;
export const PASSWORD_BANNER_MS = 3000;
export const REDIRECT_DELAY_MS = 3000;
export const TOAST_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 500;
export const NAV_OPAQUE_AFTER_PX = 20;

// Referral tree
export const TREE_DEFAULT_DEPTH = 15;
export const TREE_INDENT_PX = 20;
export const TREE_AUTO_EXPAND_LEVEL = 2;
/** The tree search on the server counts and pages at most this many matches (a narrower term finds the rest). */
export const TREE_SEARCH_MATCH_CAP = 1000;
/** Tree searches a member may make per minute (typing is debounced; each page of matches is one). */
export const TREE_SEARCH_PER_MINUTE = 60;

// Withdrawals and one-time code
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_REQUESTS = 3;
export const OTP_REQUEST_WINDOW_MINUTES = 5;
/** Wrong codes a member may type in one UTC day (all codes together) before withdrawals freeze until the next. */
export const OTP_MAX_WRONG_PER_DAY = 10;
export const WITHDRAWAL_ASSET = 'USDT';
export const MIN_WITHDRAWAL_AMOUNT = '0.01';
export const WITHDRAWAL_COOLDOWN_HOURS = 24;
/**
 * The withdrawal address book (issue 14, ADR 0012): a new address is confirmed with an e-mailed
 * link (valid this long) and can be used this long after its confirmation.
 */
export const WALLET_ADDRESS_WAIT_HOURS = 24;
export const WALLET_ADDRESS_LINK_TTL_HOURS = 24;
export const WALLET_ADDRESS_BOOK_MAX = 20;
export const WALLET_ADDRESS_NAME_MAX = 40;
export const WALLET_ADDRESS_STATUSES = ['PENDING', 'CONFIRMED'] as const;
export type WalletAddressStatus = (typeof WALLET_ADDRESS_STATUSES)[number];

// Product
/** The product's name (APP_NAME): the web app, the e-mails and their sender; served at run time. */
export const DEFAULT_APP_NAME = 'CopyTrade Rewards';

// Subscription and exchange
export const DEFAULT_SUBSCRIPTION_FEE = '10';
// The FAQ's annual subscription; onboarding calls it monthly, so the period is an admin setting,
// and every text words it from the setting (subscriptionPeriodText).
export const DEFAULT_SUBSCRIPTION_PERIOD_DAYS = 365;
/**
 * How far ahead a member can pay: at most this many periods paid and not yet ended, the running
 * one included. What a payment brings above that stays as the member's credit.
 */
export const DEFAULT_SUBSCRIPTION_MAX_PERIODS_AHEAD = 2;
export const MAX_SUBSCRIPTION_PERIODS_AHEAD = 100;
export const SUBSCRIPTION_NETWORK = 'BEP20 (BSC)';
export const MIN_EXCHANGE_DEPOSIT_USDT = '100';
export const COMPLIANCE_WINDOW_DAYS = 30;
/** DOWNLINE rates over levels 1-15 must add up to this percentage. */
export const DOWNLINE_RATES_TOTAL_PERCENT = '15';

// Accounts and sessions
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound on every password the server hashes (argon2 cost must stay bounded). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '@$!%*?&';
export const REFERRAL_CODE_MIN_LENGTH = 6;
export const SESSION_TIMEOUT_OPTIONS = [15, 30, 60, 120, 240] as const;
export const DEFAULT_SESSION_TIMEOUT = 30;
export const MAX_LOGIN_ATTEMPTS_OPTIONS = [3, 5, 10] as const;
export const DEFAULT_MAX_LOGIN_ATTEMPTS = 5;
export const EMAIL_TOKEN_TTL_HOURS = 24;
export const RESET_TOKEN_TTL_HOURS = 1;

// Second factor (issue 14, ADR 0011)
/** TOTP (RFC 6238): 30-second steps, 6 digits, one step of clock drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_DRIFT_STEPS = 1;
/** An enrolment not confirmed with a first code within this time must be started again. */
export const TOTP_ENROLMENT_TTL_MINUTES = 15;
export const RECOVERY_CODE_COUNT = 10;
/** The sign-in challenge after the password, for accounts with a second factor. */
export const TWO_FACTOR_CHALLENGE_TTL_MINUTES = 5;
export const TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS = 5;
/** Second-factor security events that pause withdrawals (off, recovery codes regenerated). */
export const SECURITY_HOLD_HOURS = 24;
/**
 * Admin step-up (issue 14): approving or blocking a withdrawal, a payout, a user's status or
 * deletion, settings and ledger adjustments need the session's last second-factor check to be
 * this recent (STEP_UP_REQUIRED otherwise).
 */
export const STEP_UP_MAX_AGE_MINUTES = 5;
export const TWO_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
/** Security events in the member's activity (type 'security', details.event). */
export const SECURITY_ACTIVITY_EVENTS = [
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-regenerated',
  'recovery-code-used',
  'two-factor-failed',
  'passkey-added',
  'passkey-removed',
  'new-device-sign-in',
  'session-ended',
  'other-sessions-ended',
  'all-sessions-ended-by-link',
  'step-up',
  // The withdrawal address book (issue 14, ADR 0012)
  'wallet-address-added',
  'wallet-address-confirmed',
  'wallet-address-renamed',
  'wallet-address-removed',
] as const;
export type SecurityActivityEvent = (typeof SECURITY_ACTIVITY_EVENTS)[number];
/** Passkeys (WebAuthn): at most this many per account; a name is 1-64 characters. */
export const PASSKEY_MAX_PER_ACCOUNT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 64;
/** A WebAuthn ceremony's challenge: single use, kept server-side for this long. */
export const PASSKEY_CHALLENGE_TTL_MINUTES = 5;

// Display
export const DISPLAY_DECIMALS = 2;
export const SHORT_ADDRESS = { head: 6, tail: 4 } as const;
export const SHORT_HASH = { head: 10, tail: 4 } as const;
export const ADMIN_DETAIL_ADDRESS = { head: 10, tail: 6 } as const;

/** `0x1234...abcd`: the first `head` and last `tail` characters; short values stay whole. */
export const shorten = (value: string, { head, tail }: { head: number; tail: number }) =>
  value.length <= head + tail ? value : `${value.slice(0, head)}...${value.slice(-tail)}`;

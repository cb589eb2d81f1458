import {
  type ActivityType,
  isDecimalString,
  MONEY_DECIMALS,
  normalizeDecimal,
  roundDecimal,
} from '@app/contract';

type Details = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
/** '2.000000000000000000' -> '2 USDT' (the database's numeric text, at most 8 decimals). */
const usdt = (value: unknown) => {
  const amount = text(value);
  if (!amount) return 'an amount';
  return `${isDecimalString(amount) ? normalizeDecimal(roundDecimal(amount, MONEY_DECIMALS)) : amount} USDT`;
};

const WITHDRAWAL_OUTCOMES: Record<string, string> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
  BLOCKED_COMPLIANCE: 'blocked for compliance',
};

const SECURITY_EVENT_TEXTS: Record<string, string> = {
  'two-factor-enabled': 'Turned on two-factor authentication',
  'two-factor-disabled': 'Turned off two-factor authentication',
  'recovery-codes-regenerated': 'Generated new recovery codes',
  'recovery-code-used': 'Used a recovery code',
  'two-factor-failed': 'Entered a wrong two-factor code',
  'passkey-added': 'Added a passkey',
  'passkey-removed': 'Removed a passkey',
  'new-device-sign-in': 'Signed in from a new device or network',
  'session-ended': 'Signed a session out',
  'other-sessions-ended': 'Signed out every other session',
  'all-sessions-ended-by-link': 'Ended every session from the new-device e-mail',
  'step-up': 'Confirmed a sensitive action with two-factor authentication',
  'wallet-address-added': 'Added a withdrawal address',
  'wallet-address-confirmed': 'Confirmed a withdrawal address',
  'wallet-address-renamed': 'Renamed a withdrawal address',
  'wallet-address-removed': 'Removed a withdrawal address',
};

/** A short sentence for a report's recent activity, from an event's type and details. */
export function describeActivity(type: ActivityType, details: Details): string {
  switch (type) {
    case 'login':
      return details.newDevice === true ? 'Signed in from a new device or network' : 'Signed in';
    case 'withdrawal': {
      const outcome = WITHDRAWAL_OUTCOMES[text(details.status)];
      return outcome
        ? `Withdrawal of ${usdt(details.amount)} ${outcome}`
        : `Requested a withdrawal of ${usdt(details.amount)}`;
    }
    case 'reward': {
      const kind =
        details.rewardType === 'DOWNLINE' ? ' trading' : details.rewardType === 'DIRECT' ? ' referral' : '';
      const where = text(details.level)
        ? ` (level ${text(details.level)})`
        : text(details.cycle)
          ? ` (cycle ${text(details.cycle)})`
          : '';
      const locked = details.locked === true ? ', locked until compliant' : '';
      return `Earned ${usdt(details.amount)}${kind} reward${where}${locked}`;
    }
    case 'referral':
      return text(details.referredName) ? `Referred ${text(details.referredName)}` : 'Referred a new member';
    case 'subscription':
      return `Paid the subscription${text(details.amount) ? ` (${usdt(details.amount)})` : ''}`;
    case 'security':
      return SECURITY_EVENT_TEXTS[text(details.event)] ?? 'Changed a security setting';
  }
}

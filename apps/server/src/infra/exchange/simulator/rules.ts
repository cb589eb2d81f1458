// The simulator's made-up exchange: readable rules that decide what each UID looks like.

/** Our affiliate account's UID on the simulated exchange (beyond 2^53 on purpose). */
export const SIMULATOR_AGENT_UID = 1234567890123456789n;
/** Someone else's affiliate account: the inviter of UIDs that are not ours. */
export const SIMULATOR_OTHER_INVITER_UID = 8765432109876543210n;

export const SIMULATOR_RULE_LINES = [
  'A UID of 8 to 12 digits is invited under our account, has done KYC, holds 250 USDT and copy-trades every day: eligible.',
  'A UID ending in 1 has not finished KYC (incomplete KYC).',
  'A UID ending in 2 holds only 42.50 USDT, under the 100 USDT minimum (insufficient deposit).',
  'A UID ending in 3 was invited by someone else, not under our account (ineligible).',
  'A UID ending in 4 is eligible but does not copy-trade, so it fails the later compliance check.',
  'A UID of any other length is unknown to the exchange (ineligible).',
] as const;

/** The rules as text, for the onboarding screen of the embedded default. */
export const SIMULATOR_RULES = `Exchange simulator rules:\n${SIMULATOR_RULE_LINES.map((line) => `- ${line}`).join('\n')}`;

/** One simulated exchange account, as the agent API would describe it. */
export interface SimAccount {
  invited: boolean;
  direct: boolean;
  inviterUid: bigint | null;
  kycDone: boolean;
  deposited: boolean;
  balanceUsdt: string;
  traded: boolean;
  /** Whether it copy-trades: decides its generated commission rows. */
  copying: boolean;
  registerTime: number;
}

const DAY_MS = 86_400_000;
const REGISTERED_FROM = Date.UTC(2024, 0, 1);

/** An invited, eligible, copying account: the default shape of every known UID. */
export function eligibleAccount(uid: string): SimAccount {
  return {
    invited: true,
    direct: true,
    inviterUid: SIMULATOR_AGENT_UID,
    kycDone: true,
    deposited: true,
    balanceUsdt: '250.00',
    traded: true,
    copying: true,
    registerTime: REGISTERED_FROM + Number(BigInt(uid) % 365n) * DAY_MS,
  };
}

/** The account a UID has under the rules above, or null when the exchange does not know it. */
export function accountByRules(uid: string): SimAccount | null {
  if (!/^[1-9]\d{7,11}$/.test(uid)) return null;
  const account = eligibleAccount(uid);
  switch (uid.at(-1)) {
    case '1':
      return { ...account, kycDone: false };
    case '2':
      return { ...account, balanceUsdt: '42.50' };
    case '3':
      return { ...account, invited: false, direct: false, inviterUid: SIMULATOR_OTHER_INVITER_UID };
    case '4':
      return { ...account, copying: false, traded: false };
    default:
      return account;
  }
}

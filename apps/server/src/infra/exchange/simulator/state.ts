import { formatDecimal, parseDecimal } from '@app/contract';
import { parseDay } from '../shared/days';
import { accountByRules, eligibleAccount, type SimAccount } from './rules';

/** A hand-written commission day for a UID (replaces its generated rows). */
export interface SimCommissionDay {
  day: string;
  extCopyTradingVolume: string;
  extCopyCommissionVolume: string;
}

export interface SimRequestRecord {
  path: string;
  params: Record<string, string>;
  code: number;
}

const REQUEST_LOG_LIMIT = 1000;

/**
 * What the simulator knows, and the levers tests and the demo pull. Commission listings without a
 * `uid` cover the "known" UIDs: those given an account or rows here, and invited UIDs looked up
 * through inviteRelationCheck (the exchange knows all its users; the simulator only these).
 */
export class SimulatorState {
  /** Accepted calls per second before answering 100410. */
  rateLimitPerSecond: number;
  /** The latest calls (up to 1000), in order, with the code each got: tests count pages and windows here. */
  readonly requests: SimRequestRecord[] = [];
  private readonly overrides = new Map<string, Partial<SimAccount>>();
  private readonly commissionDays = new Map<string, SimCommissionDay[]>();
  private readonly known = new Set<string>();

  constructor(rateLimitPerSecond: number) {
    this.rateLimitPerSecond = rateLimitPerSecond;
  }

  /** Changes a UID's account; a UID the rules do not know starts as an eligible, copying account. */
  setAccount(uid: string, changes: Partial<SimAccount>): void {
    assertUid(uid);
    if (changes.balanceUsdt !== undefined)
      changes = { ...changes, balanceUsdt: formatDecimal(parseDecimal(changes.balanceUsdt)) };
    this.overrides.set(uid, { ...this.overrides.get(uid), ...changes });
    this.known.add(uid);
  }

  /** Replaces the UID's generated commission rows with these days. */
  setCommissionRows(uid: string, days: SimCommissionDay[]): void {
    assertUid(uid);
    for (const day of days) {
      if (parseDay(day.day) === null) throw new TypeError(`not a YYYYMMDD day: ${day.day}`);
      formatDecimal(parseDecimal(day.extCopyTradingVolume));
      formatDecimal(parseDecimal(day.extCopyCommissionVolume));
    }
    this.commissionDays.set(uid, days);
    this.known.add(uid);
  }

  recordRequest(request: SimRequestRecord): void {
    this.requests.push(request);
    // The demo runs for days: keep the log bounded.
    if (this.requests.length > REQUEST_LOG_LIMIT)
      this.requests.splice(0, this.requests.length - REQUEST_LOG_LIMIT);
  }

  account(uid: string): SimAccount | null {
    const changes = this.overrides.get(uid);
    const base = accountByRules(uid);
    if (!changes) return base;
    return { ...(base ?? eligibleAccount(uid)), ...changes };
  }

  commissionDaysOf(uid: string): SimCommissionDay[] | undefined {
    return this.commissionDays.get(uid);
  }

  noteLookedUp(uid: string): void {
    if (this.account(uid)?.invited) this.known.add(uid);
  }

  knownUids(): string[] {
    return [...this.known].sort(compareUids);
  }
}

export function compareUids(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function assertUid(uid: string): void {
  if (!/^[1-9]\d{0,19}$/.test(uid)) throw new TypeError(`not an exchange UID: "${uid}"`);
}

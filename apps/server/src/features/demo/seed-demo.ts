import { cycleDayOf } from '@app/contract';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { parseUsdt } from '../../infra/chain';
import type { Db } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { hashPassword, insertUser } from '../accounts';
import { placeUnderReferrer } from '../network';
import { depositTransfers } from '../onboarding/onboarding.tables';
import { createSubscriptionPaidHook, creditTransfer, type SubscriptionPaidHook } from '../onboarding';
import { memberCompliance } from '../rewards/compliance/compliance.tables';
import {
  checkRows,
  contentHash,
  findCycleByContent,
  payDirectRewards,
  recordComplianceCheck,
  runDownlineCycle,
} from '../rewards';
import { readSetting } from '../settings';
import { placeConfirmedAddress } from '../wallet-addresses';
import { DEMO_MEMBER, DEMO_PASSWORD, type DemoMember, demoCycles, demoMembers } from './demo-network';

const DAY_MS = 86_400_000;
const SEED_LOCK = 7_310_214_055;
/** Demo payments are not on any chain: chain id 0 keeps them apart from the watcher's. */
const DEMO_CHAIN_ID = 0;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** A demo member's own withdrawal wallet: fixed per e-mail, checksummed (nobody holds its key). */
export const demoWalletAddress = (email: string) =>
  getAddress(`0x${createHash('sha256').update(`demo-wallet:${email}`).digest('hex').slice(0, 40)}`);

export interface SeedDemoResult {
  /** False when the demo network was already complete (nothing written). */
  created: boolean;
  members: number;
  newMembers: number;
  newPayments: number;
  cycles: { number: number; periodLabel: string; status: string; rewardsCreated: number }[];
  signIn: { email: string; password: string };
}

export class NoRootAdminError extends Error {
  constructor() {
    super(
      'No administrator yet: the demo network hangs under the root admin (npm run cli -- create-admin ...)',
    );
  }
}

/**
 * The demo network of the embedded default: about 40 verified, onboarded members under the root
 * admin's code, each paying a subscription period through onboarding's crediting (so the real
 * engine pays their uplines' DIRECT rewards), then two DOWNLINE cycles through runDownlineCycle.
 * Every step is idempotent (members by e-mail, payments by their transfer id, cycles by their
 * content), so a second run, or a run after an interrupted one, only completes what is missing.
 */
export async function seedDemo(db: Db, options: { now?: Date } = {}): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const plan = demoMembers();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const { ids, newMembers } = await ensureMembers(db, plan, ago);
  // The demo members' exchange accounts were checked when the seed first ran, and are compliant:
  // their rewards are credited, not locked (features/rewards/README.md, "Earnings lock"). Later
  // checks (the compliance job asks the local exchange) are kept.
  const checked = await db
    .select({ userId: memberCompliance.userId })
    .from(memberCompliance)
    .where(inArray(memberCompliance.userId, [...ids.values()]));
  const alreadyChecked = new Set(checked.map((c) => c.userId));
  for (const userId of ids.values())
    if (!alreadyChecked.has(userId))
      await recordComplianceCheck(db, { userId, status: { compliant: true, balanceUsdt: '250' }, now });
  // Each demo member's withdrawal address book holds one wallet confirmed when they joined, so
  // withdrawals of the embedded default go through at once (ADR 0012); idempotent.
  for (const member of plan) {
    const userId = ids.get(member.email);
    if (userId)
      await placeConfirmedAddress(db, {
        userId,
        address: demoWalletAddress(member.email),
        name: 'Demo wallet',
        confirmedAt: ago(Math.max(member.joinedDaysAgo, 2)),
      });
  }

  // DIRECT rewards come from the rewards engine, inside each payment's crediting transaction.
  // The seed has its own hook (it runs before the app is built, or from the CLI without one);
  // payDirectRewards pays a period once either way.
  const paidAtOf = new Map<string, Date>();
  const subscriptionPaid = createSubscriptionPaidHook();
  const stop = subscriptionPaid.on((tx, event) =>
    payDirectRewards(tx, {
      payerId: event.userId,
      periodNumber: event.periodNumber,
      feeAmount: event.feeAmount,
      now: paidAtOf.get(event.userId) ?? now,
    }).then(() => undefined),
  );
  let newPayments = 0;
  try {
    const feeUnits = parseUsdt(await readSetting(db, 'subscriptionFee'));
    for (const member of plan) {
      const userId = ids.get(member.email);
      if (!userId) continue;
      // Paid an hour after joining: uplines always paid before their network.
      const paidAt = new Date(ago(member.joinedDaysAgo).getTime() + 3_600_000);
      paidAtOf.set(userId, paidAt);
      if (await payOnce(db, member, userId, feeUnits, paidAt, subscriptionPaid)) newPayments += 1;
    }
  } finally {
    stop();
  }

  const cycles = [];
  for (const cycle of demoCycles(plan)) {
    const at = ago(cycle.daysAgo);
    const period = { start: cycleDayOf(ago(cycle.startDaysAgo)), end: cycleDayOf(ago(cycle.endDaysAgo)) };
    const existing = await findCycleByContent(db, contentHash(checkRows(cycle.rows).accepted));
    const row =
      existing ??
      (await runDownlineCycle({
        db,
        rows: cycle.rows,
        period,
        name: cycle.periodLabel,
        source: 'CSV',
        now: () => at,
      }));
    cycles.push({
      number: row.number,
      periodLabel: row.periodLabel,
      status: row.status,
      rewardsCreated: row.rewardsCreated,
    });
  }

  return {
    created: newMembers > 0 || newPayments > 0,
    members: plan.length,
    newMembers,
    newPayments,
    cycles,
    signIn: { ...DEMO_MEMBER },
  };
}

/** Members by e-mail: the missing ones are created, parents first, in one transaction. */
async function ensureMembers(db: Db, plan: DemoMember[], ago: (days: number) => Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two starts (or a start and the CLI) seeding at once: one waits for the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [root] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.deletedAt)))
      .orderBy(asc(users.createdAt))
      .limit(1);
    if (!root) throw new NoRootAdminError();

    const existing = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.email})`,
          plan.map((m) => m.email.toLowerCase()),
        ),
      );
    const ids = new Map(existing.map((row) => [row.email.toLowerCase(), row.id]));
    let newMembers = 0;
    for (const member of plan) {
      if (ids.has(member.email)) continue;
      const referrerId = member.parent === null ? root.id : ids.get(plan[member.parent]?.email ?? '');
      if (!referrerId) throw new Error(`demo referrer of ${member.email} is missing`);
      const joinedAt = ago(member.joinedDaysAgo);
      const row = await insertUser(tx, {
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        passwordHash,
        referredById: referrerId,
        isEmailVerified: true,
        status: 'ACTIVE',
        bingxUid: member.uid,
        passwordChangedAt: joinedAt,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      });
      await placeUnderReferrer(tx, row.id, referrerId);
      ids.set(member.email, row.id);
      newMembers += 1;
    }
    return { ids, newMembers };
  });
}

/**
 * One subscription fee received for the member, credited through onboarding's crediting (periods,
 * profile status, DIRECT rewards). The transfer's id is derived from the member, so it is stored
 * and credited once however often the seed runs. Returns whether a new payment was credited.
 */
async function payOnce(
  db: Db,
  member: DemoMember,
  userId: string,
  feeUnits: bigint,
  paidAt: Date,
  subscriptionPaid: SubscriptionPaidHook,
) {
  const txHash = `0x${createHash('sha256').update(`demo-seed:${member.email}`).digest('hex')}`;
  const [stored] = await db
    .insert(depositTransfers)
    .values({
      chainId: DEMO_CHAIN_ID,
      txHash,
      logIndex: 0,
      blockNumber: 0n,
      blockHash: `0x${'0'.repeat(64)}`,
      token: 'demo-seed',
      fromAddress: ZERO_ADDRESS,
      toAddress: ZERO_ADDRESS,
      userId,
      amountUnits: feeUnits.toString(),
      seenAt: paidAt,
    })
    .onConflictDoNothing()
    .returning({ id: depositTransfers.id });
  const id =
    stored?.id ??
    (
      await db
        .select({ id: depositTransfers.id })
        .from(depositTransfers)
        .where(and(eq(depositTransfers.chainId, DEMO_CHAIN_ID), eq(depositTransfers.txHash, txHash)))
    )[0]?.id;
  if (!id) return false;
  const periods = await creditTransfer(db, id, paidAt, subscriptionPaid);
  return periods !== null;
}

/** True when the database holds no member besides administrators (a fresh install). */
export async function hasNoMembers(db: Db): Promise<boolean> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, false)).limit(1);
  return member === undefined;
}

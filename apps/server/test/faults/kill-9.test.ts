import { eq, sql } from 'drizzle-orm';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/run-cli';
import { cycles } from '../../src/features/rewards/cycles/cycles.tables';
import { withdrawals } from '../../src/features/withdrawals/withdrawals.tables';
import { buildNetwork, chain, type NetMember } from '../rewards/network';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, type TestUser } from '../support/users';
import { balancesOf, fundedMember, requestWithdrawal } from '../withdrawals/support';
import { expectLedgerIntact } from './support/ledger-intact';
import { lockUserRow, waitForBackendGone } from './support/row-lock';
import { serverPath, startVictim } from './support/victim-process';
import { everyRewardSql } from '../../src/features/rewards';

// The work runs in a child process killed with SIGKILL: the CLI's import-cycle, and a small runner
// deciding a withdrawal. To kill it provably inside its transaction, the test holds a row lock the
// victim's transaction needs after it has written; to kill it after the commit, it waits for the
// line the victim prints once committed.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let admin: TestUser;
let members: NetMember[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  members = await buildNetwork(t, admin, chain(6));
});
const files: string[] = [];
afterAll(async () => {
  await t.close();
  await Promise.all(files.map((file) => rm(file, { force: true })));
});

const CLI = serverPath('src/cli/index.ts');
const DECIDER = serverPath('test/faults/support/victims/decide-withdrawal.ts');

/** A CSV paying for the three deepest members: the three above them and more earn from it. */
/** Each test's cycle pays a day of its own (the same members are paid by both). */
const daysOf: Record<string, string[]> = {
  'faults-inside': ['--start', daysAgo(3).start, '--end', daysAgo(3).end],
  'faults-after': ['--start', daysAgo(4).start, '--end', daysAgo(4).end],
};
const importArgs = (file: string, name: string) => [
  'import-cycle',
  '--file',
  file,
  '--period',
  name,
  ...(daysOf[name] ?? []),
];
async function cycleFile(name: string, cents: number) {
  const file = path.join(tmpdir(), `faults-${name}-${process.pid}.csv`);
  const rows = members.slice(3).map((m, i) => `${m.bingxUid},${100 + i}.${String(cents).padStart(2, '0')}`);
  await writeFile(file, ['uid,amount', ...rows].join('\n'));
  files.push(file);
  return file;
}
async function cli(...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(
    argv,
    { DATABASE_URL: t.databaseUrl },
    { log: (m) => out.push(m), error: (m) => out.push(m) },
  );
  return { code, out: out.join('\n') };
}
const cycleOf = async (period: string) =>
  (await t.db.select().from(cycles).where(eq(cycles.periodLabel, period)))[0];
const counts = async (cycleNumber: number) => {
  const [row] = (
    await t.db.execute<{ rewards: number; entries: number }>(sql`
      SELECT (SELECT count(*)::int FROM (${everyRewardSql()}) rewards WHERE type = 'DOWNLINE' AND cycle = ${cycleNumber}) AS rewards,
             (SELECT count(*)::int FROM ledger_entries l JOIN cycles c ON c.id = l.cycle_id
               WHERE c.number = ${cycleNumber}) AS entries`)
  ).rows;
  return row!;
};

describe('kill -9 during a reward cycle (npm run cli -- import-cycle)', () => {
  it('killed inside its payment transaction: nothing of it is paid, and a re-run pays it exactly once', async () => {
    const file = await cycleFile('inside', 1);
    // The top member earns from every row: paying it needs its users row (foreign key).
    const lock = await lockUserRow(t.pool, members[0]!.id);
    const victim = startVictim(CLI, importArgs(file, 'faults-inside'), {
      DATABASE_URL: t.databaseUrl,
    });
    let blockedPid: number;
    try {
      const blocked = await lock.waitForBlockedWriter();
      blockedPid = blocked.pid;
      expect(blocked.query).toMatch(/^\s*WITH groups AS/); // the paying statement
      // Claimed (committed on its own) and paying inside an open transaction that has written.
      expect(await cycleOf('faults-inside')).toMatchObject({ status: 'RUNNING' });
      expect(victim.lines.some((l) => /PAYING/.test(l))).toBe(true);
      expect(await victim.kill9()).toEqual({ code: null, signal: 'SIGKILL' });
    } finally {
      await lock.release();
    }
    await waitForBackendGone(t.pool, blockedPid);

    const interrupted = (await cycleOf('faults-inside'))!;
    expect(interrupted.status).toBe('RUNNING'); // nobody runs it: its lock died with the process
    expect(await counts(interrupted.number)).toEqual({ rewards: 0, entries: 0 });
    await expectLedgerIntact(t.db);

    // The re-run takes the interrupted cycle over under its number and pays it.
    const rerun = await cli(...importArgs(file, 'faults-inside'));
    expect(rerun.code, rerun.out).toBe(0);
    const done = (await cycleOf('faults-inside'))!;
    expect(done).toMatchObject({ status: 'PAID', number: interrupted.number, id: interrupted.id });
    const paid = await counts(done.number);
    expect(paid.rewards).toBe(done.rewardsCreated);
    expect(paid.rewards).toBeGreaterThan(0);
    await expectLedgerIntact(t.db);

    // Once more: the paid data is refused and nothing is paid again.
    const again = await cli(...importArgs(file, 'faults-inside'));
    expect(again).toMatchObject({ code: 1, out: expect.stringContaining('CYCLE_ALREADY_IMPORTED') });
    expect(await counts(done.number)).toEqual(paid);
  });

  it('killed right after its commit: the cycle is PAID, and a re-run pays nothing twice', async () => {
    const file = await cycleFile('after', 2);
    const victim = startVictim(CLI, importArgs(file, 'faults-after'), {
      DATABASE_URL: t.databaseUrl,
    });
    // The PAID progress line comes after the commit; the process then prints its report.
    await victim.waitForLine(/^\s*PAID\s/);
    await victim.kill9();
    const done = (await cycleOf('faults-after'))!;
    expect(done.status).toBe('PAID');
    const paid = await counts(done.number);
    expect(paid.rewards).toBe(done.rewardsCreated);
    await expectLedgerIntact(t.db);

    const rerun = await cli(...importArgs(file, 'faults-after'));
    expect(rerun).toMatchObject({ code: 1, out: expect.stringContaining('CYCLE_ALREADY_IMPORTED') });
    expect(await counts(done.number)).toEqual(paid);
    expect((await cycleOf('faults-after'))!.finishedAt).toEqual(done.finishedAt);
    await expectLedgerIntact(t.db);
  });
});

describe('kill -9 during a withdrawal decision', () => {
  async function pendingWithdrawal(amount: string) {
    const member = await fundedMember(t, '100');
    const res = await requestWithdrawal(t, member, { amount });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { member, id: res.body.data._id as string };
  }
  const statusOf = async (id: string) =>
    (await t.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]
      ?.status;

  it('killed inside its transaction (locks taken, not committed): not decided, and it can be decided again', async () => {
    const { member, id } = await pendingWithdrawal('25');
    // Recording who decided needs the admin's users row (foreign key): the decision waits there,
    // inside its transaction (the member's money lock taken).
    const lock = await lockUserRow(t.pool, admin.id);
    const victim = startVictim(DECIDER, [t.databaseUrl, id, admin.id, 'APPROVED']);
    let blockedPid: number;
    try {
      const blocked = await lock.waitForBlockedWriter();
      blockedPid = blocked.pid;
      expect(blocked.query).toMatch(/^update "withdrawals"/i); // the status change
      await victim.kill9();
    } finally {
      await lock.release();
    }
    await waitForBackendGone(t.pool, blockedPid);
    expect(victim.lines.some((l) => l.startsWith('DECIDED'))).toBe(false);

    expect(await statusOf(id)).toBe('PENDING');
    expect(await balancesOf(t, member.id)).toEqual({
      earned: '100',
      available: '75',
      held: '25',
      withdrawn: '0',
    });
    await expectLedgerIntact(t.db);

    const again = await t.put(`/api/withdrawals/${id}`, { token: admin.token, body: { status: 'APPROVED' } });
    expect(again.status, again.text).toBe(200);
    // Issue 15: approved, the amount stays held until its payout is CONFIRMED on the chain.
    expect(again.body.data.payoutStatus).toBe('AWAITING_PAYMENT');
    expect(await balancesOf(t, member.id)).toEqual({
      earned: '100',
      available: '75',
      held: '25',
      withdrawn: '0',
    });
    await expectLedgerIntact(t.db);
  });

  it('killed right after its commit: decided once, and deciding again is refused', async () => {
    const { member, id } = await pendingWithdrawal('30');
    const victim = startVictim(DECIDER, [t.databaseUrl, id, admin.id, 'REJECTED']);
    await victim.waitForLine(/^DECIDED REJECTED$/);
    await victim.kill9();

    expect(await statusOf(id)).toBe('REJECTED');
    expect(await balancesOf(t, member.id)).toEqual({
      earned: '100',
      available: '100',
      held: '0',
      withdrawn: '0',
    });
    const again = await t.put(`/api/withdrawals/${id}`, { token: admin.token, body: { status: 'APPROVED' } });
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'WITHDRAWAL_ALREADY_PROCESSED',
    });
    expect(await balancesOf(t, member.id)).toEqual({
      earned: '100',
      available: '100',
      held: '0',
      withdrawn: '0',
    });
    const totals = await expectLedgerIntact(t.db);
    console.info(
      `kill -9: ledger intact over ${totals.members} members, ${totals.withdrawals} withdrawals, ${totals.cycles} cycles`,
    );
  });
});

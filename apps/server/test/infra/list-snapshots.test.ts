import { endpoints } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUserReports } from '../../src/features/admin/reports/list-user-reports';
import { listAdminUsers } from '../../src/features/admin/users/list-admin-users';
import { writeAudit } from '../../src/features/audit';
import { listAuditLog } from '../../src/features/audit/list-audit-log';
import { getDepositAddress } from '../../src/features/onboarding/admin-deposits/get-deposit-address';
import { listDepositAddresses } from '../../src/features/onboarding/admin-deposits/list-deposit-addresses';
import { listCycles } from '../../src/features/rewards/cycles/cycle-view';
import { listUserRewards } from '../../src/features/rewards/queries/list-user-rewards';
import { recordSecurityEvent } from '../../src/features/security-events';
import { listSecurityEvents } from '../../src/features/security-events/list-security-events';
import { listMemberWithdrawals } from '../../src/features/withdrawals/list-member-withdrawals';
import type { BetweenReads } from '../../src/infra/db/client';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { storeTestTransfer } from '../support/payments';
import { stepUp } from '../support/second-factor';
import { createAdmin, createMember, type TestUser, updateUser } from '../support/users';
import { buildNetwork, type NetMember } from '../rewards/network';
import { rewardWrites } from '../rewards/reward-writes';
import { freshAddress, fundMember, requestWithdrawal } from '../withdrawals/support';

// Every list answer reads its page and its figures (the pager's total, statistics, the page's own
// figures) from one snapshot (readPageInSnapshot, infra/db/client.ts): each test commits a change
// on another connection between the page and the rest (`afterFirstRead`) and the answer must still
// agree with itself, as of the moment its page was read.
let t: TestApp;
let admin: TestUser;
let members: NetMember[];
// pg's warning for a statement sent while the connection still runs one (Promise.all on a tx).
const queued: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.message.includes('already executing a query')) queued.push(warning.message);
};
beforeAll(async () => {
  process.on('warning', onWarning);
  t = await createTestApp();
  admin = await createAdmin(t);
  // m0 > m1 > m2: m1's and m2's payments pay m0 DIRECT rewards.
  members = await buildNetwork(t, admin, [-1, 0, 1]);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

const { pay, cycle } = rewardWrites(() => t);
const DAY_MS = 86_400_000;
const later = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS);

describe('GET /rewards/user', () => {
  it("reads the member's page and the pager's total from one snapshot", async () => {
    const [m0, m1, m2] = members as [NetMember, NetMember, NetMember];
    await pay(m1, '10', later(1));
    await pay(m2, '12.5', later(2));
    let day = 3;
    for (const sort of ['newest', 'highest'] as const) {
      const query = { page: 1, limit: 50, sort };
      const before = await listUserRewards(t.db, m0.id, query);
      expect(before.rewards.length).toBeGreaterThan(0);
      expect(before.pagination.totalRecords).toBe(before.rewards.length);
      const answer = await listUserRewards(
        t.db,
        m0.id,
        query,
        {},
        // Another DIRECT reward for m0 commits between the page and its total.
        { afterFirstRead: () => pay(m1, '20', later(day++)).then(() => undefined) },
      );
      // Without one snapshot the total counts the new reward the page does not show.
      expect(answer).toEqual(before);
      const after = await listUserRewards(t.db, m0.id, query);
      expect(after.pagination.totalRecords).toBe(before.pagination.totalRecords + 1);
      expect(after.rewards).toHaveLength(after.pagination.totalRecords);
    }
  });
});

describe('GET /withdrawals', () => {
  it("reads the member's page and its total from one snapshot", async () => {
    const member = await createMember(t);
    await fundMember(t, member.id, '100');
    const requested = await requestWithdrawal(t, member, { amount: '10' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const id = requested.body.data._id as string;
    const query = { page: 1, limit: 10, status: 'PENDING' as const };
    const before = await listMemberWithdrawals(t.db, member.id, query);
    expect(before.withdrawals.map((w) => w._id)).toEqual([id]);
    expect(before.pagination).toMatchObject({ totalRecords: 1 });
    const answer = await listMemberWithdrawals(t.db, member.id, query, {
      // The admin rejects it between the page and its total.
      afterFirstRead: async () => {
        await stepUp(t, admin);
        const body = { status: 'REJECTED', reason: 'Between the reads' };
        const res = await t.put(`/api/withdrawals/${id}`, { token: admin.token, body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      },
    });
    // Without one snapshot: the pending withdrawal on the page, and a total of 0.
    expect(answer).toEqual(before);
    const after = await listMemberWithdrawals(t.db, member.id, query);
    expect(after.withdrawals).toEqual([]);
    expect(after.pagination).toMatchObject({ totalRecords: 0 });
  });
});

describe('GET /users/admin/all', () => {
  it('reads the page, its total, its stats and its rows’ figures from one snapshot', async () => {
    const deps = { db: t.db, now: () => t.clock.now() };
    const query = endpoints.adminUsers.query.parse({ limit: 100 });
    const before = await listAdminUsers(deps, query);
    expect(before.users.length).toBeGreaterThan(3);
    expect(before.pagination.totalUsers).toBe(before.users.length);
    const listed = before.users.find((u) => u._id === members[2]!.id)!;
    const answer = await listAdminUsers(deps, query, {
      // A sign-up, and money for a listed member, commit between the page and the rest.
      afterFirstRead: async () => {
        await createMember(t);
        await fundMember(t, listed._id, '7');
      },
    });
    // Without one snapshot: a total and stats one account more than the page, a new balance.
    expect(answer).toEqual(before);
    const after = await listAdminUsers(deps, query);
    expect(after.users).toHaveLength(before.users.length + 1);
    expect(after.stats.totalUsers).toBe(before.stats.totalUsers + 1);
  });
});

describe('GET /users/admin/reports', () => {
  it("reads the page, its total and its members' figures from one snapshot", async () => {
    const deps = { db: t.db, now: () => t.clock.now() };
    const query = endpoints.userReports.query.parse({ limit: 100 });
    const before = await listUserReports(deps, query);
    expect(before.users.length).toBeGreaterThan(2);
    expect(before.pagination.totalRecords).toBe(before.users.length);
    const answer = await listUserReports(deps, query, {
      afterFirstRead: async () => {
        await createMember(t);
        await fundMember(t, members[2]!.id, '3');
      },
    });
    // Without one snapshot: a total one member more than the page, and the page's balances read
    // after the new credit.
    expect(answer).toEqual(before);
    const after = await listUserReports(deps, query);
    expect(after.users).toHaveLength(before.users.length + 1);
  });
});

interface PagedList {
  name: string;
  /** Reads the list's first page (all of it in these tests) with its total. */
  read: (between?: BetweenReads) => Promise<{ rows: unknown[]; total: number; extra?: unknown }>;
  /** Commits one more matching row. */
  addRow: () => Promise<void>;
}

let depositor: TestUser | undefined;
/** A member with a deposit address, made at its first use. */
async function depositorOnce() {
  if (!depositor) {
    depositor = await createMember(t);
    await updateUser(t, depositor.id, { walletAddress: freshAddress().toLowerCase() });
  }
  return depositor;
}
let cycleDay = 40;

const lists: PagedList[] = [
  {
    name: 'GET /audit-log',
    read: async (between) => {
      const a = await listAuditLog(t.db, { page: 1, limit: 100, action: 'test.snapshot' }, between);
      return { rows: a.auditLogs, total: a.pagination.totalRecords };
    },
    addRow: () =>
      writeAudit(t.db, { actorId: admin.id, action: 'test.snapshot', target: { type: 'test', id: null } }),
  },
  {
    name: 'GET /security-events',
    read: async (between) => {
      const a = await listSecurityEvents(t.db, { page: 1, limit: 100, type: 'login.failed' }, between);
      return { rows: a.securityEvents, total: a.pagination.totalRecords };
    },
    addRow: () => recordSecurityEvent(t.db, { type: 'login.failed', email: 'nobody@example.com' }),
  },
  {
    name: 'GET /admin/deposits',
    read: async (between) => {
      const query = endpoints.adminDeposits.query.parse({ limit: 100, filter: 'received' });
      const a = await listDepositAddresses(t.db, query, between);
      return { rows: a.addresses, total: a.pagination.totalRecords, extra: a.summary };
    },
    addRow: async () => {
      const payer = await createMember(t);
      await updateUser(t, payer.id, { walletAddress: freshAddress().toLowerCase() });
      await storeTestTransfer(t, payer.id, { amount: '10' });
    },
  },
  {
    name: 'GET /admin/deposits/:id (its page of transfers)',
    read: async (between) => {
      const { id } = await depositorOnce();
      const query = endpoints.adminDepositAddress.query.parse({ limit: 100 });
      const a = await getDepositAddress(t.db, { id }, query, between);
      return { rows: a.transfers, total: a.pagination.totalRecords, extra: a.address };
    },
    addRow: async () => {
      await storeTestTransfer(t, (await depositorOnce()).id, { amount: '5' });
    },
  },
  {
    name: 'GET /rewards/admin/cycles',
    read: async (between) => {
      const a = await listCycles(t.db, 1, 100, between);
      return { rows: a.cycles, total: a.pagination.totalRecords };
    },
    addRow: async () => {
      const [m0, m1] = members as [NetMember, NetMember];
      await cycle(
        [
          [m0, String(100 + cycleDay)], // other data each time: a cycle's data is paid once
          [m1, '50'],
        ],
        later(cycleDay++),
      );
    },
  },
];

describe.each(lists)('$name', (list) => {
  it('reads the page, its total (and its summary) from one snapshot', async () => {
    await list.addRow();
    await list.addRow();
    const before = await list.read();
    expect(before.rows).toHaveLength(2);
    expect(before.total).toBe(2);
    const answer = await list.read({ afterFirstRead: list.addRow });
    // Without one snapshot: a total (and summary) of 3 beside a page of 2.
    expect(answer).toEqual(before);
    const after = await list.read();
    expect(after.rows).toHaveLength(3);
    expect(after.total).toBe(3);
  });
});

describe('inside a snapshot', () => {
  it('runs one statement at a time on its connection (no query queued behind another)', async () => {
    // Every list above read its page's figures in its transaction: none sent two at once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(queued).toEqual([]);
  });
});

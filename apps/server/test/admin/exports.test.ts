import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/features/admin/exports/csv';
import { EXPORT_BATCH_ROWS } from '../../src/features/admin/exports/stream-select';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { auditEntries } from './admin-helpers';
import { rename, requestWithdrawal, type SeededNetwork, seedNetwork } from './seed';

let t: TestApp;
let s: SeededNetwork;
beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
  await rename(t, s.dave, '=HYPERLINK("http://evil")', 'O"Brien, Jr');
  await requestWithdrawal(t, s.bob, '1.5');
});
afterAll(() => t.close());

/** RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' && body[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += ch;
  }
  return rows;
}

const download = async (url: string, token: string, query: Record<string, string | number> = {}) => {
  const res = await t.get(url, { token, query });
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  const [header, ...rows] = parseCsv(res.text);
  return { res, header: header ?? [], rows };
};
const column = (header: string[], rows: string[][], name: string) => {
  const at = header.indexOf(name);
  expect(at, `column ${name}`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[at]);
};

describe('CSV cells', () => {
  it('escape separators and quotes, and defuse formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=1+1', '+1', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2025-01-31T02:00:00Z'))).toBe('2025-01-31T02:00:00.000Z');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('GET /api/users/admin/export.csv', () => {
  it('streams text/csv with a header, the same rows as the list for the same filters, and is audited', async () => {
    const queries: Record<string, string>[] = [
      {},
      { sort: 'name' },
      { search: 'b' },
      { 'filters[isAdmin]': 'false', 'filters[subscriptionPaid]': 'true', sort: '-totalRewards' },
    ];
    for (const query of queries) {
      const { res, header, rows } = await download('/api/users/admin/export.csv', s.admin.token, query);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.text.startsWith('\uFEFFID,User ID,First name')).toBe(true);
      const listed = await t.get('/api/users/admin/all', {
        token: s.admin.token,
        query: { ...query, limit: 100 },
      });
      expect(column(header, rows, 'ID'), JSON.stringify(query)).toEqual(
        listed.body.data.users.map((u: { _id: string }) => u._id),
      );
    }
    const [entry] = await auditEntries(t, s.admin.token, { action: 'export.users' });
    expect(entry).toMatchObject({ actor: { userId: s.admin.userId }, target: { type: 'export' } });
  });

  it('writes the money and the account as the list shows them, with formulas defused', async () => {
    const { header, rows } = await download('/api/users/admin/export.csv', s.admin.token);
    const alice = rows.find((r) => r[header.indexOf('ID')] === s.alice.id)!;
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(cell(alice, 'Total rewards (USDT)')).toBe('7');
    expect(cell(alice, 'Balance (USDT)')).toBe('3');
    expect(cell(alice, 'Total withdrawn (USDT)')).toBe('3');
    expect(cell(alice, 'Total referrals')).toBe('3');
    expect(cell(alice, 'Referred by')).toBe(s.admin.userId);
    const dave = rows.find((r) => r[header.indexOf('ID')] === s.dave.id)!;
    expect(cell(dave, 'First name')).toBe(`'=HYPERLINK("http://evil")`);
    expect(cell(dave, 'Last name')).toBe('O"Brien, Jr');
  });

  it('goes through more rows than one batch without losing or repeating any', async () => {
    const count = EXPORT_BATCH_ROWS * 2 + 7;
    await t.db.execute(sql`
      INSERT INTO users (user_id, first_name, last_name, email, referral_code, is_email_verified)
      SELECT 'BULK' || n, 'Bulk', 'Member' || n, 'bulk' || n || '@example.com', 'BK' || lpad(n::text, 6, '0'), true
        FROM generate_series(1, ${count}) AS n`);
    const { rows, header } = await download('/api/users/admin/export.csv', s.admin.token, { search: 'bulk' });
    const ids = column(header, rows, 'ID');
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it('answers failures in the envelope and is for admins only', async () => {
    const bad = await t.get('/api/users/admin/export.csv', { token: s.admin.token, query: { sort: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'VALIDATION_ERROR' });
    expect((await t.get('/api/users/admin/export.csv', { token: s.bob.token })).status).toBe(403);
    expect((await t.get('/api/users/admin/export.csv')).status).toBe(401);
  });
});

describe('GET /api/rewards/admin/export.csv', () => {
  it('has the rows of the rewards list for the same filters and sort', async () => {
    const queries: Record<string, string | number>[] = [
      {},
      { type: 'DIRECT' },
      { level: 2, sort: 'rewardAmount' },
      { search: s.carol.email },
    ];
    for (const query of queries) {
      const { header, rows } = await download('/api/rewards/admin/export.csv', s.admin.token, query);
      const listed = await t.get('/api/rewards/admin/all', {
        token: s.admin.token,
        query: { ...query, limit: 100 },
      });
      expect(column(header, rows, 'ID'), JSON.stringify(query)).toEqual(
        listed.body.data.rewards.map((r: { _id: string }) => r._id),
      );
    }
    const { header, rows } = await download('/api/rewards/admin/export.csv', s.admin.token, {
      type: 'DOWNLINE',
    });
    expect(column(header, rows, 'Reward amount (USDT)').sort()).toEqual(['2', '5']);
  });
});

describe('GET /api/withdrawals/admin/export.csv', () => {
  it('has the rows of the withdrawals list for the same search, filters and sort', async () => {
    const queries: Record<string, string>[] = [
      {},
      { 'filters[status]': 'PENDING' },
      { search: 'bob' },
      { sort: 'amount' },
    ];
    for (const query of queries) {
      const { header, rows } = await download('/api/withdrawals/admin/export.csv', s.admin.token, query);
      const listed = await t.get('/api/withdrawals/admin/all', {
        token: s.admin.token,
        query: { ...query, limit: 100 },
      });
      expect(listed.status).toBe(200);
      expect(column(header, rows, 'ID'), JSON.stringify(query)).toEqual(
        listed.body.data.withdrawals.map((w: { _id: string }) => w._id),
      );
    }
  });
});

describe('the payout in the withdrawals CSV (issue 15)', () => {
  it('has the payout status, method and confirmation beside each status', async () => {
    const { header, rows } = await download('/api/withdrawals/admin/export.csv', s.admin.token, {});
    const ids = column(header, rows, 'ID');
    const at = (id: string, name: string) => column(header, rows, name)[ids.indexOf(id)];
    const { approved, pending } = s.withdrawals;
    expect(at(approved.id, 'Payout status')).toBe('CONFIRMED');
    expect(at(approved.id, 'Payout method')).toBe('MANUAL');
    expect(at(approved.id, 'Payout confirmed')).not.toBe('');
    expect(at(pending.id, 'Payout status')).toBe('');
  });
});

describe("a member's own exports", () => {
  it('GET /api/rewards/user/export.csv has the rows of the rewards page for the same filters and sort', async () => {
    const queries: Record<string, string | number>[] = [
      {},
      { type: 'DIRECT' },
      { sort: 'lowest' },
      { level: 1, sort: 'oldest' },
    ];
    for (const query of queries) {
      const { header, rows } = await download('/api/rewards/user/export.csv', s.alice.token, query);
      const listed = await t.get('/api/rewards/user', {
        token: s.alice.token,
        query: { ...query, limit: 100 },
      });
      expect(listed.status, listed.text).toBe(200);
      expect(column(header, rows, 'ID'), JSON.stringify(query)).toEqual(
        listed.body.data.rewards.map((r: { _id: string }) => r._id),
      );
    }
    const { header, rows } = await download('/api/rewards/user/export.csv', s.bob.token);
    expect(column(header, rows, 'From')).toEqual(['Carol Chen', 'Carol Chen']);
  });

  it('GET /api/withdrawals/export.csv has the rows of the withdrawal history, only the own ones', async () => {
    const queries: Record<string, string>[] = [{}, { status: 'REJECTED' }];
    for (const query of queries) {
      const { header, rows } = await download('/api/withdrawals/export.csv', s.bob.token, query);
      const listed = await t.get('/api/withdrawals', { token: s.bob.token, query: { ...query, limit: 100 } });
      expect(column(header, rows, 'ID')).toEqual(
        listed.body.data.withdrawals.map((w: { _id: string }) => w._id),
      );
    }
    const { rows } = await download('/api/withdrawals/export.csv', s.carol.token);
    expect(rows).toEqual([]);
  });

  it('are for members only', async () => {
    expect((await t.get('/api/withdrawals/export.csv', { token: s.admin.token })).status).toBe(403);
    expect((await t.get('/api/rewards/user/export.csv')).status).toBe(401);
  });
});

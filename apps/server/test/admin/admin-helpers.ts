import type { TestApp } from '../support/create-test-app';

/** The audit-log entries an admin reads through the API, newest first. */
export async function auditEntries(t: TestApp, token: string, query: Record<string, string | number> = {}) {
  const res = await t.get('/api/admin/audit-logs', { token, query: { limit: 100, ...query } });
  if (res.status !== 200) throw new Error(`audit log: ${res.status} ${res.text}`);
  return res.body.data.auditLogs as {
    _id: string;
    action: string;
    actor: { _id: string; userId: string; email: string; name: string } | null;
    target: {
      type: string;
      id: string | null;
      user: { _id: string; userId: string; email: string; name: string } | null;
    };
    before: unknown;
    after: unknown;
    createdAt: string;
    ipAddress: string | null;
  }[];
}

// CSV downloads of the lists (admins) and of a member's own rewards and withdrawals.
import { csvExports } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit';
import { adminRewardsCsv } from './rewards-export';
import { memberRewardsCsv } from './member-rewards-export';
import { registerCsvExport } from './register-csv-export';
import { securityEventsCsv } from './security-events-export';
import { usersCsv } from './users-export';
import { adminWithdrawalsCsv, memberWithdrawalsCsv } from './withdrawals-export';

export async function exportRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // Personal data leaving the platform: every admin export is audited, whatever the settings say.
  const auditExport = (what: string, actorId: string, ip: string, filters: unknown) =>
    writeAudit(ctx.db, {
      actorId,
      action: `export.${what}`,
      target: { type: 'export', id: null },
      after: { filters },
      ip,
      at: ctx.now(),
    });

  // The files are read on a read replica when one is in step (ADR 0017); audits on the primary.
  registerCsvExport(app, csvExports.adminUsers, async ({ query, auth, request }) => {
    await auditExport('users', auth.userId, request.ip, query);
    return usersCsv(ctx.forRead(auth), query, ctx.now());
  });

  registerCsvExport(app, csvExports.adminRewards, async ({ query, auth, request }) => {
    await auditExport('rewards', auth.userId, request.ip, query);
    return adminRewardsCsv(
      ctx.forRead(auth),
      { search: query.search, type: query.type, level: query.level },
      query.sort,
    );
  });

  registerCsvExport(app, csvExports.adminWithdrawals, async ({ query, auth, request }) => {
    await auditExport('withdrawals', auth.userId, request.ip, query);
    return adminWithdrawalsCsv(
      ctx.forRead(auth),
      { search: query.search, status: query.filters?.status },
      query.sort,
    );
  });

  registerCsvExport(app, csvExports.adminSecurityEvents, async ({ query, auth, request }) => {
    await auditExport('security_events', auth.userId, request.ip, query);
    return securityEventsCsv(ctx.forRead(auth), query);
  });

  registerCsvExport(app, csvExports.userRewards, async ({ query, auth }) =>
    memberRewardsCsv(ctx.forRead(auth), auth.userId, query),
  );

  registerCsvExport(app, csvExports.userWithdrawals, async ({ query, auth }) =>
    memberWithdrawalsCsv(ctx.forRead(auth), auth.userId, query.status),
  );
}

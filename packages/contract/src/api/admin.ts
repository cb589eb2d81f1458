import { z } from 'zod';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  adminSettingsSchema,
  adminUserSchema,
  adminCashFlowDaySchema,
  adminChartDaySchema,
  auditLogEntrySchema,
  idSchema,
  overallStatsSchema,
  systemOverviewSchema,
  userReportRowSchema,
  userReportSchema,
  pageInfoSchema,
  rewardTypeSchema,
  securityEventSchema,
  securityEventTypeSchema,
  userDetailRewardsSchema,
  userDetailWithdrawalsSchema,
  userListPaginationSchema,
  userListStatsSchema,
  userStatusSchema,
  withdrawalStatusSchema,
} from '../entities';
import { adminSettingsUpdateSchema } from '../validation/settings';
import { cycleDaySchema } from '../validation/cycle-period';
import { limitQuery, pageQuery, queryBoolean, queryInt, searchQuery, sortQuery } from './common';

/** Admin: overall statistics, users, settings and the audit log (admin section 7). */
const tag = 'admin';

export const overallStats = defineEndpoint({
  method: 'GET',
  path: '/users/admin/overall-stats',
  access: 'admin',
  summary: 'Platform totals and the most recent withdrawals and users',
  tag,
  data: overallStatsSchema,
});

export const adminUsers = defineEndpoint({
  method: 'GET',
  path: '/users/admin/all',
  access: 'admin',
  summary: 'A page of users with statistics over every user',
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(ADMIN_PAGE_SIZE),
    /** Name, email, userId, referral code or exchange UID. */
    search: searchQuery.optional(),
    sort: sortQuery(
      [
        'createdAt',
        'lastLogin',
        'name',
        'firstName',
        'lastName',
        'email',
        'userId',
        'status',
        'totalRewards',
        'balance',
      ],
      ADMIN_DEFAULT_SORT,
    ),
    /** Sent as `filters[status]=LOCKED&filters[isEmailVerified]=true`. */
    filters: z
      .strictObject({
        status: userStatusSchema.optional(),
        isEmailVerified: queryBoolean.optional(),
        onboardingCompleted: queryBoolean.optional(),
        subscriptionPaid: queryBoolean.optional(),
        bingxLinked: queryBoolean.optional(),
        isAdmin: queryBoolean.optional(),
      })
      .optional(),
  }),
  data: z.object({
    users: z.array(adminUserSchema),
    pagination: userListPaginationSchema,
    stats: userListStatsSchema,
  }),
});

export const adminUser = defineEndpoint({
  method: 'GET',
  path: '/users/admin/:id',
  access: 'admin',
  summary: 'One user, with a page of their rewards and of their withdrawals when asked',
  tag,
  params: z.strictObject({ id: idSchema }),
  query: z.strictObject({
    includeWithdrawals: queryBoolean.default(false),
    includeRewards: queryBoolean.default(false),
    withdrawalsPage: pageQuery,
    withdrawalsLimit: limitQuery(ADMIN_PAGE_SIZE),
    rewardsPage: pageQuery,
    rewardsLimit: limitQuery(ADMIN_PAGE_SIZE),
    /** Reward type of the rewards block. */
    type: rewardTypeSchema.optional(),
    /** Withdrawal status of the withdrawals block. */
    status: withdrawalStatusSchema.optional(),
  }),
  data: z.object({
    user: adminUserSchema,
    rewards: userDetailRewardsSchema.optional(),
    withdrawals: userDetailWithdrawalsSchema.optional(),
  }),
});

export const updateUserStatus = defineEndpoint({
  method: 'PUT',
  path: '/users/:id/status',
  access: 'admin',
  summary: "Set a user's status; LOCKED or DISABLED ends their sessions; never the last admin",
  tag,
  params: z.strictObject({ id: idSchema }),
  body: z.strictObject({ status: userStatusSchema }),
  data: z.object({ _id: idSchema, status: userStatusSchema }),
});

export const deleteUser = defineEndpoint({
  method: 'DELETE',
  path: '/users/admin/:id',
  access: 'admin',
  summary: 'Erase personal data and sign-in; keeps the ledger and the place in the network',
  tag,
  params: z.strictObject({ id: idSchema }),
  data: z.object({ _id: idSchema }),
});

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/admin/settings',
  access: 'admin',
  summary: 'The stored platform settings',
  tag,
  data: adminSettingsSchema,
});

export const updateSettings = defineEndpoint({
  method: 'PUT',
  path: '/admin/settings',
  access: 'admin',
  summary: 'Change any settings; effective at once',
  tag,
  body: adminSettingsUpdateSchema,
  data: adminSettingsSchema,
});

export const auditLog = defineEndpoint({
  method: 'GET',
  path: '/admin/audit-logs',
  access: 'admin',
  summary: 'A page of the audit log, newest first (read only)',
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(ADMIN_PAGE_SIZE),
    /** Actor's name, e-mail or userId, or the target's id. */
    search: searchQuery.optional(),
    /** Exact action ('user.status.update') or a prefix ending in a dot ('withdrawal.'). */
    action: z.string().trim().max(64).optional(),
    /** The actor's `_id`, public userId or e-mail. */
    actor: z.string().trim().max(254).optional(),
    /** Target type ('user', 'withdrawal', 'settings', 'cycle', 'export'). */
    targetType: z.string().trim().max(64).optional(),
    /** Target id (exact). */
    targetId: z.string().trim().max(128).optional(),
  }),
  data: z.object({ auditLogs: z.array(auditLogEntrySchema), pagination: pageInfoSchema }),
});

export const securityEvents = defineEndpoint({
  method: 'GET',
  path: '/admin/security-events',
  access: 'admin',
  summary:
    'A page of security events (failed sign-ins, throttling, password changes, refused calls), newest first',
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(ADMIN_PAGE_SIZE),
    type: securityEventTypeSchema.optional(),
    /** The account's e-mail, public userId or `_id`; also the e-mail typed for no account. */
    account: z.string().trim().max(254).optional(),
    /** A source address: exact, or a prefix ending in '.' or ':' (`203.0.113.`, `2001:db8:1:2:`). */
    ip: z.string().trim().max(64).optional(),
    /** First day (UTC, YYYY-MM-DD), included. */
    from: cycleDaySchema.optional(),
    /** Last day (UTC, YYYY-MM-DD), included. */
    to: cycleDaySchema.optional(),
  }),
  data: z.object({ securityEvents: z.array(securityEventSchema), pagination: pageInfoSchema }),
});

export const adminCharts = defineEndpoint({
  method: 'GET',
  path: '/users/admin/charts',
  access: 'admin',
  summary:
    'Sign-ups, subscription payments, rewards, deposits and payouts per UTC day for the dashboard charts',
  tag,
  query: z.strictObject({ days: queryInt({ min: 7, max: 365 }).default(30) }),
  data: z.object({
    days: z.array(adminChartDaySchema),
    /** Deposits and payouts over the same days. */
    cashFlow: z.array(adminCashFlowDaySchema),
  }),
});

export const userReports = defineEndpoint({
  method: 'GET',
  path: '/users/admin/reports',
  access: 'admin',
  summary: 'A page of user reports: financial, trading, referral and activity figures per user',
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(ADMIN_PAGE_SIZE),
    /** Name, email or userId. */
    search: searchQuery.optional(),
    status: userStatusSchema.optional(),
  }),
  data: z.object({ users: z.array(userReportRowSchema), pagination: pageInfoSchema }),
});

export const userReport = defineEndpoint({
  method: 'GET',
  path: '/users/admin/:id/report',
  access: 'admin',
  summary: "One user's report: summary, account, money, referrals and recent activity",
  tag,
  params: z.strictObject({ id: idSchema }),
  data: userReportSchema,
});

export const systemOverview = defineEndpoint({
  method: 'GET',
  path: '/admin/system-overview',
  access: 'admin',
  summary: 'Live figures for the settings screen: database, active users, pending actions, backups',
  tag,
  data: systemOverviewSchema,
});

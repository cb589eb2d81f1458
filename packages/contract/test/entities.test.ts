import { describe, expect, it } from 'vitest';
import {
  adminSettingsSchema,
  adminSettingsUpdateSchema,
  adminUserSchema,
  dateTimeSchema,
  DEFAULT_ADMIN_SETTINGS,
  DEFAULT_DOWNLINE_REWARD_RATES,
  endpoints,
  envelopeSchema,
  failureSchema,
  isSubscriptionPaid,
  referralTreeNodeSchema,
  sessionUserSchema,
  sumDecimals,
} from '../src';

const ID = '0b6b5f0e-4a4e-4c1e-9a53-7d8c1f0f3a11';
const ID2 = '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e';
const AT = '2025-01-15T10:30:00.000Z';
const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userId: 'U1000001' };

const sessionUser = {
  _id: ID,
  userId: 'U1000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isEmailVerified: true,
  isAdmin: false,
  referralCode: 'ABCDEFGH',
  status: 'ACTIVE',
  walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  subscriptionFee: { paid: true, timestamp: AT },
};

describe('session user (member section 3)', () => {
  it('accepts the fee as {paid, timestamp} or as a plain number, and no bingXUID', () => {
    expect(sessionUserSchema.parse(sessionUser).subscriptionFee).toEqual({ paid: true, timestamp: AT });
    expect(sessionUserSchema.parse({ ...sessionUser, subscriptionFee: 10 }).subscriptionFee).toBe(10);
    expect(sessionUserSchema.parse({ ...sessionUser, bingXUID: '12345678' }).bingXUID).toBe('12345678');
    expect(isSubscriptionPaid({ paid: true, timestamp: AT })).toBe(true);
    expect(isSubscriptionPaid(10)).toBe(false);
    expect(isSubscriptionPaid(undefined)).toBe(false);
  });

  it('serialises dates handed over as Date and strips what is not in the contract', () => {
    const parsed = sessionUserSchema.parse({
      ...sessionUser,
      subscriptionFee: { paid: true, timestamp: new Date(AT) },
      passwordHash: '$argon2id$...',
    });
    expect(parsed.subscriptionFee).toEqual({ paid: true, timestamp: AT });
    expect(parsed).not.toHaveProperty('passwordHash');
  });

  it('refuses an unknown status', () => {
    expect(sessionUserSchema.safeParse({ ...sessionUser, status: 'BANNED' }).success).toBe(false);
  });

  it('the login answer carries token, isEmailVerified and user', () => {
    const data = { token: 'jwt', isEmailVerified: true, user: { ...sessionUser, token: 'jwt' } };
    const parsed = endpoints.login.data.parse(data);
    expect('user' in parsed && parsed.user.token).toBe('jwt');
  });
});

describe('admin user (admin section 3)', () => {
  const user = {
    ...person,
    _id: ID,
    status: 'LOCKED',
    isEmailVerified: false,
    referralCode: 'JKMNPQRS',
    referredByCode: 'ABCDEFGH',
    referredBy: { firstName: 'Root', lastName: 'Admin', userId: 'U1000000' },
    walletAddress: null,
    totalRewards: '12.50',
    totalWithdrawals: 5,
    balance: '7.5',
    totalWithdrawn: '0',
    referralStats: { totalReferrals: '3' },
    createdAt: AT,
    updatedAt: new Date(AT),
    lastLogin: null,
    isAdmin: false,
  };

  it.each([
    10,
    { paid: true, amount: '10', timestamp: AT },
    { hasPaid: false, amount: null, timestamp: null },
    null,
  ])('reads the fee %j', (subscriptionFee) => {
    expect(adminUserSchema.safeParse({ ...user, subscriptionFee }).success).toBe(true);
  });

  it('turns database decimals and counts into numbers', () => {
    const parsed = adminUserSchema.parse(user);
    expect([parsed.totalRewards, parsed.balance, parsed.referralStats.totalReferrals]).toEqual([
      12.5, 7.5, 3,
    ]);
  });

  it('reads the user list answer', () => {
    const stats = {
      totalUsers: 10,
      activeUsers: 8,
      lockedUsers: 1,
      disabledUsers: 1,
      verifiedUsers: 9,
      unverifiedUsers: 1,
      onboardingCompleted: 5,
      subscriptionPaid: 6,
    };
    const pagination = {
      currentPage: 1,
      totalPages: 1,
      totalUsers: 1,
      limit: 10,
      hasNext: false,
      hasPrev: false,
    };
    expect(endpoints.adminUsers.data.safeParse({ users: [user], pagination, stats }).success).toBe(true);
  });

  it('reads the user detail with its rewards and withdrawals blocks', () => {
    const reward = {
      _id: ID2,
      rewardUser: person,
      downlineUser: person,
      type: 'DOWNLINE',
      level: 2,
      rewardAmount: '0.2',
      percent: '2',
      masterAmount: '10',
      cycle: 3,
      createdAt: AT,
    };
    const withdrawal = {
      _id: ID2,
      user: person,
      amount: 5,
      asset: 'USDT',
      walletAddress: '0xabc',
      transactionHash: null,
      status: 'PENDING',
      reason: null,
      requestedAt: AT,
      processedAt: null,
      payoutStatus: null,
      payoutFailure: null,
      payoutConfirmedAt: null,
      payoutMethod: null,
      payoutNote: null,
      firstApproval: null,
    };
    const data = {
      user,
      rewards: {
        data: [reward],
        statistics: { total: 1, totalRewardAmount: 0.2, directRewardsCount: 0, downlineRewardsCount: 1 },
        pagination: { totalPages: 1 },
      },
      withdrawals: {
        data: [withdrawal],
        statistics: { total: 1, totalRequestedAmount: 5, totalApprovedAmount: 0, totalPendingAmount: 5 },
        pagination: { totalPages: 1 },
      },
    };
    expect(endpoints.adminUser.data.safeParse(data).success).toBe(true);
  });
});

describe('rewards', () => {
  it('reads the reward stats', () => {
    const stats = {
      currentBalance: '7.5',
      totalRewards: '12.5',
      totalWithdrawn: '5',
      rewardBreakdown: { calculatedTotal: '12.5', directRewards: '2.5', downlineRewards: '10' },
    };
    expect(endpoints.rewardStats.data.parse(stats).rewardBreakdown.downlineRewards).toBe(10);
  });

  it('reads a member reward with and without its downline user', () => {
    const reward = {
      _id: ID,
      type: 'DIRECT',
      rewardAmount: 2,
      percent: 20,
      masterAmount: 10,
      level: 1,
      cycle: 1,
      createdAt: AT,
    };
    const pagination = {
      currentPage: 1,
      totalPages: 1,
      totalRecords: 2,
      limit: 10,
      hasNext: false,
      hasPrev: false,
    };
    const rewards = [
      reward,
      {
        ...reward,
        _id: ID2,
        downlineUser: { name: 'Ada Lovelace', email: 'ada@example.com', userId: 'U1000001' },
      },
    ];
    expect(endpoints.userRewards.data.safeParse({ rewards, pagination }).success).toBe(true);
    expect(
      endpoints.userRewards.data.safeParse({ rewards: [{ ...reward, type: 'BONUS' }], pagination }).success,
    ).toBe(false);
  });

  it('reads the admin reward list with its statistics', () => {
    const statistics = {
      total: 1,
      totalRewardsDistributed: 2,
      totalDirectRewards: 2,
      totalDownlineRewards: 0,
      directRewardsCount: 1,
      downlineRewardsCount: 0,
      totalMasterAmount: 10,
      averageRewardAmount: 2,
      maxRewardAmount: 2,
      minRewardAmount: 2,
    };
    const reward = {
      _id: ID,
      rewardUser: person,
      type: 'DIRECT',
      level: 1,
      rewardAmount: 2,
      percent: 20,
      masterAmount: 10,
      cycle: 1,
      createdAt: AT,
    };
    const pagination = {
      currentPage: 1,
      totalPages: 1,
      totalRecords: 1,
      limit: 10,
      hasNext: false,
      hasPrev: false,
    };
    expect(endpoints.adminRewards.data.safeParse({ rewards: [reward], pagination, statistics }).success).toBe(
      true,
    );
  });
});

describe('referrals', () => {
  it('reads the referral history answer', () => {
    const data = {
      referrals: [
        {
          _id: ID,
          name: 'Ada Lovelace',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          level: 1,
          status: 'ACTIVE',
          subscriptionPaid: true,
          subscriptionTimestamp: AT,
          bingxLinked: false,
          joinedAt: AT,
        },
      ],
      statistics: { totalReferrals: 1, activeReferrals: 1, bingxLinked: 0, paidSubscriptions: 1 },
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalRecords: 1,
        limit: 10,
        hasNextPage: false,
        hasPrevPage: false,
      },
    };
    expect(endpoints.referralHistory.data.safeParse(data).success).toBe(true);
  });

  it('reads a nested tree of any depth, and refuses a node without children', () => {
    const node = (id: string, level: number, children: unknown[] = []) => ({
      _id: id,
      userId: `U${level}`,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      level,
      hasChildren: children.length > 0,
      children,
      totalDescendants: children.length,
      totalRewards: '1.5',
    });
    const tree = node(ID, 1, [node(ID2, 2, [node(ID, 3)])]);
    const parsed = referralTreeNodeSchema.parse(tree);
    expect(parsed.children[0]?.children[0]?.level).toBe(3);
    expect(parsed.totalRewards).toBe(1.5);
    const { children: _omit, ...leafless } = node(ID, 1);
    expect(referralTreeNodeSchema.safeParse(leafless).success).toBe(false);
    const data = {
      userInfo: person,
      referralTree: [tree],
      statistics: {
        totalReferrals: 3,
        directReferrals: 1,
        indirectReferrals: 2,
        maxDepthReached: 3,
        totalEarningsFromTree: 4.5,
        lockedEarningsFromTree: 0.5,
        averageEarningsPerReferral: 1.5,
      },
    };
    expect(endpoints.referralTree.data.safeParse(data).success).toBe(true);
  });
});

describe('withdrawals', () => {
  const withdrawal = {
    _id: ID,
    amount: '25.5',
    walletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    asset: 'USDT',
    status: 'BLOCKED_COMPLIANCE',
    reason: 'Compliance check',
    requestedAt: AT,
    processedAt: AT,
    transactionHash: null,
    payoutStatus: null,
    payoutFailure: null,
    payoutConfirmedAt: null,
  };

  it('reads the member list', () => {
    const pagination = {
      currentPage: 1,
      totalPages: 1,
      totalRecords: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 50,
      resultsCount: 1,
    };
    expect(
      endpoints.listWithdrawals.data.parse({ withdrawals: [withdrawal], pagination }).withdrawals[0]?.amount,
    ).toBe(25.5);
  });

  it('reads the admin list with its statistics', () => {
    const statistics = {
      total: 1,
      pending: 0,
      approved: 0,
      rejected: 0,
      blocked: 1,
      totalApprovedAmount: 0,
      totalPendingAmount: 0,
    };
    const pagination = {
      currentPage: 1,
      totalPages: 1,
      totalRecords: 1,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
      resultsCount: 1,
    };
    expect(
      endpoints.adminWithdrawals.data.safeParse({
        withdrawals: [
          { ...withdrawal, user: person, payoutMethod: null, payoutNote: null, firstApproval: null },
        ],
        pagination,
        statistics,
      }).success,
    ).toBe(true);
  });

  it('reads the one-time-code answer', () => {
    expect(endpoints.requestWithdrawalOtp.data.parse({ expiresAt: new Date(AT) })).toEqual({ expiresAt: AT });
  });
});

describe('admin overall stats', () => {
  it('reads the spec fields', () => {
    const data = {
      users: { totalUsers: '100', completedOnboarding: 40, newUsersToday: 3 },
      withdrawals: { pendingCount: 2, totalAmount: '1234.5' },
      rewards: { totalDistributed: '99.99' },
      recentWithdrawals: [
        { _id: ID, user: { name: 'Ada Lovelace' }, amount: 10, createdAt: AT, status: 'PENDING' },
      ],
      recentJoinedUsers: [
        { _id: ID, name: 'Ada Lovelace', email: 'ada@example.com', joinedAt: AT, onboardingCompleted: false },
      ],
    };
    expect(endpoints.overallStats.data.parse(data).users.totalUsers).toBe(100);
  });
});

describe('settings', () => {
  it('defaults are valid answers and valid updates', () => {
    expect(adminSettingsSchema.parse(DEFAULT_ADMIN_SETTINGS).sessionTimeout).toBe(30);
    expect(sumDecimals(DEFAULT_DOWNLINE_REWARD_RATES.map((r) => r.percent))).toBe('15');
    expect(adminSettingsUpdateSchema.safeParse(DEFAULT_ADMIN_SETTINGS).success).toBe(true);
  });

  it('refuses options outside the spec and rates that do not add up to 15 %', () => {
    const messages = (v: unknown) =>
      adminSettingsUpdateSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(messages({ sessionTimeout: 45 })).toEqual([
      'Session timeout must be 15, 30, 60, 120 or 240 minutes',
    ]);
    expect(messages({ maxLoginAttempts: 4 })).toEqual(['Max login attempts must be 3, 5 or 10']);
    expect(messages({ downlineRewardRates: [{ level: 1, percent: 14.99 }] })).toEqual([
      'Trading reward rates must add up to 15%',
    ]);
    expect(
      messages({
        downlineRewardRates: [
          { level: 1, percent: 10 },
          { level: 1, percent: 5 },
        ],
      }),
    ).toEqual(['Each level may appear only once']);
    expect(messages({})).toEqual(['Nothing to update']);
    expect(adminSettingsUpdateSchema.safeParse({ isAdmin: true }).success).toBe(false);
    expect(
      adminSettingsUpdateSchema.parse({
        downlineRewardRates: [
          { level: 1, percent: 7.5 },
          { level: 2, percent: '7.5' },
        ],
      }),
    ).toEqual({
      downlineRewardRates: [
        { level: 1, percent: '7.5' },
        { level: 2, percent: '7.5' },
      ],
    });
  });
});

describe('envelope', () => {
  it('wraps answers and failures', () => {
    expect(
      envelopeSchema(endpoints.health.data).safeParse({
        success: true,
        message: 'OK',
        data: { status: 'ok', database: 'up', maintenance: false, version: '1.0.0' },
        error: null,
      }).success,
    ).toBe(true);
    const failure = {
      success: false,
      message: 'VALIDATION_ERROR',
      data: { errors: [{ path: 'email', message: 'Email is invalid' }] },
      error: 'body/email',
    };
    expect(failureSchema.safeParse(failure).success).toBe(true);
  });
});

describe('dates in answers', () => {
  it('are ISO strings in UTC, whatever the driver hands over', () => {
    expect(dateTimeSchema.parse(new Date(AT))).toBe(AT);
    expect(dateTimeSchema.parse(AT)).toBe(AT);
    expect(dateTimeSchema.parse('2025-01-15 12:30:00+02')).toBe(AT);
    expect(dateTimeSchema.safeParse('not a date').success).toBe(false);
    expect(dateTimeSchema.safeParse(new Date(Number.NaN)).success).toBe(false);
  });
});

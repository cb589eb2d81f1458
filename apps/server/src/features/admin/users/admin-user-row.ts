import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.tables';
import { ZERO_TOTALS } from '../shared/member-money';
import type { PageExtras } from './page-extras';

export const referrer = alias(users, 'referrer');

/** The columns of an admin-view user row: the account and its referrer. */
export const adminUserColumns = {
  id: users.id,
  userId: users.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  status: users.status,
  isEmailVerified: users.isEmailVerified,
  isAdmin: users.isAdmin,
  bingxUid: users.bingxUid,
  referralCode: users.referralCode,
  walletAddress: users.walletAddress,
  subscriptionPaidAt: users.subscriptionPaidAt,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastLoginAt: users.lastLoginAt,
  referrerFirstName: referrer.firstName,
  referrerLastName: referrer.lastName,
  referrerUserId: referrer.userId,
  referrerCode: referrer.referralCode,
};

export const referrerJoin = [referrer, eq(referrer.id, users.referredById)] as const;

export interface AdminUserRow {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'ACTIVE' | 'LOCKED' | 'DISABLED';
  isEmailVerified: boolean;
  isAdmin: boolean;
  bingxUid: string | null;
  referralCode: string;
  walletAddress: string | null;
  subscriptionPaidAt: Date | null;
  subscriptionExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastLoginAt: Date | null;
  referrerFirstName: string | null;
  referrerLastName: string | null;
  referrerUserId: string | null;
  referrerCode: string | null;
}

export const isSubscriptionPaid = (row: Pick<AdminUserRow, 'subscriptionExpiresAt'>, now: Date) =>
  row.subscriptionExpiresAt !== null && row.subscriptionExpiresAt > now;

/** A row in the admin view's User shape (admin section 3); amounts stay decimal strings. */
export function toAdminUser(row: AdminUserRow, extras: PageExtras, now: Date) {
  const money = extras.money.get(row.id) ?? ZERO_TOTALS;
  const paid = isSubscriptionPaid(row, now);
  return {
    _id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    isEmailVerified: row.isEmailVerified,
    bingXUID: row.bingxUid,
    referralCode: row.referralCode,
    referredByCode: row.referrerCode,
    referredBy:
      row.referrerUserId === null
        ? null
        : {
            firstName: row.referrerFirstName ?? '',
            lastName: row.referrerLastName ?? '',
            userId: row.referrerUserId,
          },
    walletAddress: row.walletAddress,
    subscriptionFee: {
      paid,
      amount: extras.subscriptions.get(row.id)?.amount ?? null,
      timestamp: row.subscriptionPaidAt,
    },
    totalRewards: money.totalRewards,
    totalWithdrawals: money.totalWithdrawals,
    balance: money.balance,
    totalWithdrawn: money.totalWithdrawn,
    referralStats: { totalReferrals: extras.referrals.get(row.id) ?? 0 },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastLogin: row.lastLoginAt,
    isAdmin: row.isAdmin,
  };
}

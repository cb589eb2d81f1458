import { type Placeholder, sql, type SQL } from 'drizzle-orm';

/**
 * A member of someone's network as the lists show it, read from the account. A deleted account
 * keeps its place (it still counts) but shows no personal data.
 */
export type NetworkMemberRow = {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  status: 'ACTIVE' | 'LOCKED' | 'DISABLED';
  linked: boolean;
  paid: boolean;
  paid_at: string | Date | null;
  created_at: string | Date;
  deleted: boolean;
};

export const DELETED_MEMBER = { firstName: 'Deleted', lastName: 'member', name: 'Deleted member', email: '' };

/**
 * The columns of NetworkMemberRow from `users` aliased `u`; "paid" means the period runs at `now`
 * (a time, or a prepared statement's placeholder for one).
 */
export const networkMemberColumns = (now: Date | Placeholder): SQL => sql`
  u.id, u.user_id, u.first_name, u.last_name, u.email,
  CASE WHEN u.deleted_at IS NULL THEN u.status ELSE 'DISABLED' END AS status,
  u.deleted_at IS NULL AND u.bingx_uid IS NOT NULL AS linked,
  coalesce(u.deleted_at IS NULL AND u.subscription_expires_at > ${now instanceof Date ? now.toISOString() : now}::timestamptz, false) AS paid,
  u.subscription_paid_at AS paid_at, u.created_at, u.deleted_at IS NOT NULL AS deleted`;

export function displayedPerson(row: NetworkMemberRow) {
  if (row.deleted) return DELETED_MEMBER;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
  };
}

/** One row of the referral history (member section 3). */
export function toReferralItem(row: NetworkMemberRow, level: number) {
  return {
    _id: row.id,
    ...displayedPerson(row),
    level,
    status: row.status,
    subscriptionPaid: row.paid,
    subscriptionTimestamp: row.paid ? row.paid_at : null,
    bingxLinked: row.linked,
    joinedAt: row.created_at,
  };
}

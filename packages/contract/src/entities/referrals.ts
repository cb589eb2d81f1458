import { z } from 'zod';
import { countSchema, moneySchema } from '../money';
import { dateTimeSchema, idSchema, userStatusSchema } from './common';

/** One row of the referral history (member section 3). */
export const referralItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  level: z.number().int().min(1),
  status: userStatusSchema,
  subscriptionPaid: z.boolean(),
  subscriptionTimestamp: dateTimeSchema.nullable(),
  bingxLinked: z.boolean(),
  joinedAt: dateTimeSchema,
});
export type ReferralItem = z.infer<typeof referralItemSchema>;

/** Over the member's whole network (levels 1-15), not the page. */
export const referralStatisticsSchema = z.object({
  totalReferrals: countSchema,
  activeReferrals: countSchema,
  bingxLinked: countSchema,
  paidSubscriptions: countSchema,
});

export interface ReferralTreeNode {
  _id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  level: number;
  hasChildren: boolean;
  children: ReferralTreeNode[];
  totalDescendants: number;
  totalRewards: number;
}

/**
 * A node of the referral tree. `level` counts from the viewer (1 = direct referral).
 * `hasChildren` with an empty `children` means the children were not sent: fetch them with
 * `GET /users/referral-tree/:nodeId/children`. `totalRewards` is what the viewer earned from the
 * node's subtree. Recursive, so it has an `id`: the API document publishes it as the component
 * `ReferralTreeNode` that its `children` refer to.
 */
export const referralTreeNodeSchema: z.ZodType<ReferralTreeNode, unknown> = z
  .lazy(() =>
    z.object({
      _id: idSchema,
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      level: z.number().int().min(1),
      hasChildren: z.boolean(),
      children: z.array(referralTreeNodeSchema),
      totalDescendants: countSchema,
      totalRewards: moneySchema,
    }),
  )
  .meta({ id: 'ReferralTreeNode' });

/** One UTC month of a member's network growth (levels 1-15), oldest first. */
export const networkGrowthMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** Members who joined the network in the month. */
  joined: countSchema,
  /** The network's size at the month's end (the tree's Total Referrals, counted then). */
  total: countSchema,
});

export const referralTreeStatisticsSchema = z.object({
  totalReferrals: countSchema,
  directReferrals: countSchema,
  indirectReferrals: countSchema,
  maxDepthReached: countSchema,
  /**
   * What the viewer earned from the network, credited or still locked (forfeited rewards never
   * count); `lockedEarningsFromTree` is the locked part, which the dashboard's "Total Earned"
   * leaves out until it is released.
   */
  totalEarningsFromTree: moneySchema,
  lockedEarningsFromTree: moneySchema,
  averageEarningsPerReferral: moneySchema,
});

export const referralTreeUserInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userId: z.string(),
});

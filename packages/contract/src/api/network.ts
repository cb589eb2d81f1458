import { z } from 'zod';
import { REFERRALS_PAGE_SIZE, TREE_DEFAULT_DEPTH } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  idSchema,
  networkGrowthMonthSchema,
  pageInfoSchema,
  referralItemSchema,
  referralPaginationSchema,
  referralStatisticsSchema,
  referralTreeNodeSchema,
  referralTreeStatisticsSchema,
  referralTreeUserInfoSchema,
  userStatusSchema,
} from '../entities';
import { levelQuery, limitQuery, pageQuery, queryInt } from './common';

/** The member's referral network: history list and tree (member section 7). */
const tag = 'network';

export const referralHistory = defineEndpoint({
  method: 'GET',
  path: '/users/referrals/history',
  access: 'member',
  summary: "A page of the member's referrals (levels 1-15) with network-wide statistics",
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(REFERRALS_PAGE_SIZE),
    status: userStatusSchema.optional(),
    level: levelQuery.optional(),
    maxLevel: levelQuery.optional(),
  }),
  data: z.object({
    referrals: z.array(referralItemSchema),
    statistics: referralStatisticsSchema,
    pagination: referralPaginationSchema,
  }),
});

const maxLevelsQuery = levelQuery.default(TREE_DEFAULT_DEPTH);

export const referralTree = defineEndpoint({
  method: 'GET',
  path: '/users/referral-tree',
  access: 'member',
  summary: "The member's referral tree down to maxLevels; large subtrees come with empty children",
  tag,
  query: z.strictObject({ maxLevels: maxLevelsQuery }),
  data: z.object({
    userInfo: referralTreeUserInfoSchema,
    referralTree: z.array(referralTreeNodeSchema),
    statistics: referralTreeStatisticsSchema,
  }),
});

export const referralTreeChildren = defineEndpoint({
  method: 'GET',
  path: '/users/referral-tree/:nodeId/children',
  access: 'member',
  summary: "One page of a node's direct children, for subtrees the tree answer left out",
  tag,
  params: z.strictObject({ nodeId: idSchema }),
  query: z.strictObject({ maxLevels: maxLevelsQuery, page: pageQuery, limit: limitQuery(100, 500) }),
  data: z.object({
    nodeId: idSchema,
    children: z.array(referralTreeNodeSchema),
    pagination: pageInfoSchema,
  }),
});

export const referralTreeGrowth = defineEndpoint({
  method: 'GET',
  path: '/users/referral-tree/growth',
  access: 'member',
  summary:
    "How the member's network (levels 1-15) grew per UTC month, oldest first, for the tree page's chart",
  tag,
  query: z.strictObject({ months: queryInt({ min: 1, max: 36 }).default(12) }),
  data: z.object({ months: z.array(networkGrowthMonthSchema) }),
});

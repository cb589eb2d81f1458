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
import { levelQuery, limitQuery, pageQuery, queryInt, searchQuery } from './common';

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

/** A match of the tree search, with its uplines from the viewer's direct referral down to its parent. */
export const referralTreeMatchSchema = z.object({
  /** The member found (`children` empty: a match is shown without its children). */
  node: referralTreeNodeSchema,
  /** Its uplines in the viewer's network, level 1 first, down to its parent; each with its own counts. */
  path: z.array(referralTreeNodeSchema),
});

/**
 * The tree search of member section 5 on the server, for networks larger than the tree answer
 * carries: case-insensitive, the term anywhere in first name, last name, e-mail or user id. Each
 * match comes with its uplines, as a loaded tree's search keeps them, and without its children.
 * Matches in tree order (level, then as they joined); deleted members never match. At most TREE_SEARCH_MATCH_CAP matches are counted
 * and paged (`capped` says there are more); TREE_SEARCH_PER_MINUTE calls a minute per member
 * (429 RATE_LIMITED with Retry-After).
 */
export const referralTreeSearch = defineEndpoint({
  method: 'GET',
  path: '/users/referral-tree/search',
  access: 'member',
  summary:
    "Searches the member's whole network (levels 1 to maxLevels) by first name, last name, e-mail or user id",
  tag,
  query: z.strictObject({
    search: searchQuery.min(1, { message: 'Enter something to search for' }),
    maxLevels: maxLevelsQuery,
    page: pageQuery,
    limit: limitQuery(50, 100),
  }),
  data: z.object({
    matches: z.array(referralTreeMatchSchema),
    pagination: pageInfoSchema,
    /** More than TREE_SEARCH_MATCH_CAP members match: the pages hold the first ones only. */
    capped: z.boolean(),
  }),
});

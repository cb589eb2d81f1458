import { callEndpoint } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

/** Children fetched per page; the tree answer's node budget (2,000) is a whole number of pages. */
export const CHILDREN_PAGE_SIZE = 500;

/** GET /users/referral-tree/:nodeId/children: one page of a node's direct children. */
export const fetchTreeChildren = (nodeId: string, maxLevels: number, page: number) =>
  callEndpoint(endpoints.referralTreeChildren, {
    params: { nodeId },
    query: { maxLevels, page, limit: CHILDREN_PAGE_SIZE },
  });

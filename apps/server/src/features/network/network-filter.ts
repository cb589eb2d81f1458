import type { UserStatus } from '@app/contract';
import { and, sql, type SQL } from 'drizzle-orm';

/** The history's filters, all optional: an exact level, a deepest level, an account status. */
export interface NetworkFilter {
  level?: number | undefined;
  maxLevel?: number | undefined;
  status?: UserStatus | undefined;
}

/** The filter as a condition on `referral_paths` (unaliased), or undefined for none. */
export function networkFilterCondition(filter: NetworkFilter): SQL | undefined {
  return and(
    filter.level === undefined ? undefined : sql`depth = ${filter.level}`,
    filter.maxLevel === undefined ? undefined : sql`depth <= ${filter.maxLevel}`,
    filter.status === undefined ? undefined : sql`descendant_status = ${filter.status}`,
  );
}

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

/** Which of the filters a prepared statement takes (one statement per shape). */
export interface NetworkFilterShape {
  level: boolean;
  maxLevel: boolean;
  status: boolean;
}

export const networkFilterShape = (filter: NetworkFilter): NetworkFilterShape => ({
  level: filter.level !== undefined,
  maxLevel: filter.maxLevel !== undefined,
  status: filter.status !== undefined,
});

/**
 * The same condition as networkFilterCondition for a prepared statement: its values are the
 * placeholders `level`, `maxLevel` and `status` (networkFilterValues).
 */
export function networkFilterPlaceholders(shape: NetworkFilterShape): SQL | undefined {
  return and(
    shape.level ? sql`depth = ${sql.placeholder('level')}` : undefined,
    shape.maxLevel ? sql`depth <= ${sql.placeholder('maxLevel')}` : undefined,
    shape.status ? sql`descendant_status = ${sql.placeholder('status')}` : undefined,
  );
}

/** The placeholders' values of networkFilterPlaceholders (only the filters given). */
export function networkFilterValues(filter: NetworkFilter): Record<string, number | UserStatus> {
  return {
    ...(filter.level === undefined ? {} : { level: filter.level }),
    ...(filter.maxLevel === undefined ? {} : { maxLevel: filter.maxLevel }),
    ...(filter.status === undefined ? {} : { status: filter.status }),
  };
}

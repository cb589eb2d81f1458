import type { UserStatus } from '@app/contract';
import { and, sql, type SQL } from 'drizzle-orm';

/** The history's filters, all optional: an exact level, a deepest level, an account status. */
export interface NetworkFilter {
  level?: number | undefined;
  maxLevel?: number | undefined;
  status?: UserStatus | undefined;
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
 * The filter as a condition on `referral_paths` or `referral_network_counts` (unaliased) for a
 * prepared statement, or undefined for none: its values are the placeholders `level`, `maxLevel`
 * and `status` (networkFilterValues).
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

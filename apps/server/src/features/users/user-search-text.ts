import { sql } from 'drizzle-orm';
import { users } from './users.tables';

/**
 * Everything the admin lists search a member by, as one text: the trigram index
 * `users_admin_search_trgm_idx` (migration 0004) is built on exactly this expression.
 */
export const userSearchText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || ${users.userId} || ' ' || ${users.referralCode} || ' ' || coalesce(${users.bingxUid}, ''))`;

import type { Tx } from '../../infra/db/client';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { type NewUserRow, type UserRow, users } from '../users/users.tables';
import { generatePublicUserId, generateReferralCode } from './public-ids';

export type NewUser = Omit<NewUserRow, 'id' | 'userId' | 'referralCode'>;

/**
 * Inserts an account with fresh public ids. A clash of the random ids is retried inside a
 * savepoint, so the caller's transaction survives it; a clash on the e-mail is the caller's
 * (`users_email_lower_unique`, answered USER_EXISTS).
 */
export async function insertUser(tx: Tx, input: NewUser): Promise<UserRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(users)
          .values({ ...input, userId: generatePublicUserId(), referralCode: generateReferralCode() })
          .returning();
        if (!row) throw new Error('user insert returned nothing');
        return row;
      });
    } catch (err) {
      const idClash =
        isUniqueViolation(err, 'users_user_id_unique') ||
        isUniqueViolation(err, 'users_referral_code_unique');
      if (!idClash || attempt >= 10) throw err;
    }
  }
}

export const EMAIL_UNIQUE_INDEX = 'users_email_lower_unique';

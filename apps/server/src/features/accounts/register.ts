import { DEFAULT_LANGUAGE, type RegisterPayload } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { recordActivity } from '../activity';
import { placeUnderReferrer } from '../network';
import { assignDepositAddress } from '../onboarding';
import type { AccountsDeps } from './accounts-deps';
import { users } from '../users/users.tables';
import { alertAdminsOfRegistration } from './alert-admins-of-registration';
import { EMAIL_UNIQUE_INDEX, insertUser } from './create-user';
import { assertNotCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import { sendAccountEmail } from './send-account-email';
import { usersRepository } from '../users';

/**
 * Registration. Needs the referral code of an ACTIVE account (INVALID_REFERRAL_CODE) and an
 * e-mail no account has in any case (USER_EXISTS; of two parallel registrations the unique index
 * lets one win). The account, its place in the network, the referrer's `referral` activity event
 * and the verification e-mail are written in one transaction.
 */
export async function register(deps: AccountsDeps, input: RegisterPayload): Promise<void> {
  // Cheap checks first, so a refused registration costs no password hash.
  assertNotCommonPassword(input.password);
  if (!(await findActiveReferrer(deps.db, input.referredByCode))) throw new AppError('INVALID_REFERRAL_CODE');
  if (await usersRepository.findByEmail(deps.db, input.email)) throw new AppError('USER_EXISTS');

  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      // Held until commit: the referrer cannot be locked or deleted half-way through.
      const referrer = await findActiveReferrer(tx, input.referredByCode, { lock: true });
      if (!referrer) throw new AppError('INVALID_REFERRAL_CODE');
      const user = await insertUser(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        referredById: referrer.id,
        language: input.language ?? DEFAULT_LANGUAGE,
        isEmailVerified: false,
        status: 'ACTIVE',
        createdAt: now,
        updatedAt: now,
      });
      await placeUnderReferrer(tx, user.id, referrer.id);
      await recordActivity(tx, {
        userId: referrer.id,
        type: 'referral',
        details: { referredUserId: user.id, referredName: `${user.firstName} ${user.lastName}` },
        at: now,
      });
      await assignDepositAddress(tx, user.id, deps.config.depositXpub); // onboarding: the member's deposit address
      const appUrl = deps.config.appUrl;
      await sendAccountEmail(tx, { user, purpose: 'VERIFY_EMAIL', now, appUrl, limit: false });
      await alertAdminsOfRegistration(tx, { member: user, referrer, now, appUrl });
    });
  } catch (err) {
    if (isUniqueViolation(err, EMAIL_UNIQUE_INDEX)) throw new AppError('USER_EXISTS');
    throw err;
  }
  deps.mail.wake();
}

/** The account behind a referral code (any case), if it is ACTIVE and not deleted. */
async function findActiveReferrer(db: DbOrTx, code: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(users)
    .where(
      and(
        eq(users.referralCode, code.trim().toUpperCase()),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
      ),
    );
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}

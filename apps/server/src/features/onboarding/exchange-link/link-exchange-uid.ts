import { and, eq, isNull, ne } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { Db } from '../../../infra/db/client';
import { isUniqueViolation } from '../../../infra/db/pg-errors';
import { ExchangeError, ExchangeUnavailableError, type ExchangeClient } from '../../../infra/exchange';
import { users } from '../../users/users.tables';

/** The unique index that makes "one account per UID" hold under parallel requests. */
const BINGX_UID_UNIQUE = 'users_bingx_uid_unique';

export interface LinkUidDeps {
  db: Db;
  /** Null when no exchange is configured: linking answers EXCHANGE_UNAVAILABLE. */
  exchange: ExchangeClient | null;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * `PUT /users/bingx-uid`: links the member's exchange account once. Refused when the account has a
 * UID already (never changed), when another account has this one, or when the exchange says the
 * UID is not invited under us, lacks KYC or holds under 100 USDT. When the exchange cannot answer,
 * nothing is saved (EXCHANGE_UNAVAILABLE). Works before or after the subscription is paid.
 */
export async function linkExchangeUid(deps: LinkUidDeps, userId: string, uid: string): Promise<string> {
  const { db } = deps;
  const [me] = await db.select({ uid: users.bingxUid }).from(users).where(eq(users.id, userId));
  if (!me) throw new AppError('UNAUTHORIZED');
  if (me.uid !== null) throw new AppError('BINGX_UID_ALREADY_SET');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.bingxUid, uid), ne(users.id, userId)));
  if (taken) throw new AppError('BINGX_UID_ALREADY_EXISTS');

  const eligibility = await askExchange(deps, uid);
  if (eligibility !== 'ELIGIBLE') throw new AppError(eligibility);

  try {
    const [linked] = await db
      .update(users)
      .set({ bingxUid: uid, updatedAt: deps.now() })
      .where(and(eq(users.id, userId), isNull(users.bingxUid)))
      .returning({ uid: users.bingxUid });
    // Another request of this member linked first.
    if (!linked) throw new AppError('BINGX_UID_ALREADY_SET');
    return uid;
  } catch (error) {
    // Another member linked the same UID between our check and our write.
    if (isUniqueViolation(error, BINGX_UID_UNIQUE)) throw new AppError('BINGX_UID_ALREADY_EXISTS');
    throw error;
  }
}

async function askExchange(deps: LinkUidDeps, uid: string) {
  if (!deps.exchange) {
    throw new AppError('EXCHANGE_UNAVAILABLE', { detail: 'no exchange is configured (BINGX_BASE_URL)' });
  }
  try {
    return await deps.exchange.checkUidEligibility(uid);
  } catch (error) {
    if (error instanceof ExchangeError || error instanceof ExchangeUnavailableError) {
      // Our key, signature or clock being refused is as much "cannot check now" as a timeout.
      deps.log?.warn({ err: error }, 'exchange eligibility check failed');
      throw new AppError('EXCHANGE_UNAVAILABLE');
    }
    throw error;
  }
}

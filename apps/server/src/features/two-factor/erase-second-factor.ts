import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import {
  loginChallenges,
  passkeys,
  recoveryCodes,
  totpFactors,
  webauthnChallenges,
} from './two-factor.tables';

/** A deleted account keeps no second factor (ADR 0007: sign-in is erased). */
export async function eraseSecondFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
}

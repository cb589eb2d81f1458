import type { PasskeyAssertion } from '@app/contract';
import type { Db } from '../../infra/db/client';

/**
 * What the withdrawal use cases need: the database, the clock, the key that hashes codes and the
 * web app's address (links in e-mails).
 */
export interface WithdrawalDeps {
  db: Db;
  now: () => Date;
  otpKey: Buffer;
  appUrl: string;
  /** Called after a commit that wrote e-mails, so they leave at once (ctx.mail.wake). */
  wakeMail?: () => void;
  /**
   * A member with a second factor confirms each withdrawal with a current code or a passkey
   * (issue 14):
   * features/two-factor checks it (wrong, reused, missing: catalogue errors; wrong ones count
   * towards the sign-in lockout). Absent in tests of the withdrawal rules alone.
   */
  confirmSecondFactor?: (
    userId: string,
    code: string | undefined,
    passkey: PasskeyAssertion | undefined,
  ) => Promise<void>;
}

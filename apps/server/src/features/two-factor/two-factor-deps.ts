import type { Db } from '../../infra/db/client';
import type { TwoFactorKeys } from './two-factor-keys';

/** What the second factor's use cases need: database, clock, derived keys, links and mail. */
export interface TwoFactorDeps {
  db: Db;
  now: () => Date;
  keys: TwoFactorKeys;
  appUrl: string;
  wakeMail: () => void;
}

/** The account a second-factor call is about. */
export interface FactorOwner {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  lockedUntil: Date | null;
}

import type { Language } from '@app/contract';
import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';
import type { MailWaker } from '../../infra/mail/outbox';
import type { TwoFactorKeys } from './two-factor-keys';

/** What the second factor's use cases need: database, clock, derived keys, links and mail. */
export interface TwoFactorDeps {
  db: Db;
  now: () => Date;
  keys: TwoFactorKeys;
  appUrl: string;
  wakeMail: () => void;
  /** The sign-in throttle's needs (its allowance scale, its admin alerts). */
  config: Config;
  mail: MailWaker;
}

/** The account a second-factor call is about. */
export interface FactorOwner {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  /** Its e-mails are written in it (issue 17). */
  language: Language;
}

import type { Language } from '@app/contract';
import type { Db } from '../../infra/db/client';

/** What the address book's use cases need: database, clock, links in e-mails, mail wake-up. */
export interface WalletAddressDeps {
  db: Db;
  now: () => Date;
  appUrl: string;
  wakeMail?: () => void;
}

/** The member a book belongs to; `language` (`users.language`) is the one its e-mails are written in. */
export interface BookOwner {
  id: string;
  email: string;
  firstName: string;
  language?: Language | undefined;
}

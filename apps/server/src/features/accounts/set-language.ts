import type { Language } from '@app/contract';
import { usersRepository } from '../users';
import type { AccountsDeps } from './accounts-deps';

/**
 * `PUT /users/language` (issue 17): the signed-in account's language, which every e-mail to it
 * follows from then on. The contract has refused anything but en, es, vi and id already.
 */
export async function setLanguage(
  deps: Pick<AccountsDeps, 'db' | 'now'>,
  auth: { userId: string },
  language: Language,
): Promise<void> {
  await usersRepository.setLanguage(deps.db, auth.userId, language, deps.now());
}

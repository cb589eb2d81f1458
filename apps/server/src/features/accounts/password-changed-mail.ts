import type { Language } from '@app/contract';
import type { Tx } from '../../infra/db/client';
import { enqueueMail } from '../../infra/mail/outbox';
import { passwordChangedMail } from '../../infra/mail/templates';

/**
 * Tells the member, in the transaction of the change, that the password changed (on the profile
 * page or through a reset link), with a link to secure the account (issue 21).
 */
export async function enqueuePasswordChangedMail(
  tx: Tx,
  user: { email: string; firstName: string; language: Language },
  p: { appUrl: string; how: 'changed' | 'reset'; now: Date },
): Promise<void> {
  const content = passwordChangedMail({
    appUrl: p.appUrl,
    firstName: user.firstName,
    how: p.how,
    at: p.now,
    language: user.language,
  });
  await enqueueMail(tx, { ...content, to: user.email, kind: 'password-changed' }, p.now);
}

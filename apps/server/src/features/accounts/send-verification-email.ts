import { emailMessages } from '@app/contract';
import { AppError } from '../../http/app-error';
import type { Auth } from '../../http/auth';
import type { AccountsDeps } from './accounts-deps';
import { queueAddressMail } from './address-mail';
import { sendAccountEmail } from './send-account-email';
import { usersRepository } from '../users';

/**
 * A new verification e-mail (the previous link stops working). Signed in: for the session's own
 * account, EMAIL_ALREADY_VERIFIED when there is nothing to verify, RATE_LIMITED after 3 in 15
 * minutes. Anonymous: for the given address, with the same answer whether or not an unverified
 * account has it (and when its limit is reached), after the same work on the same path
 * (`queueAddressMail`, as forgot-password), so neither the answer nor its time tells who is registered.
 */
export async function sendVerificationEmail(
  deps: AccountsDeps,
  input: { auth: Auth | null; email: string | undefined },
): Promise<void> {
  const now = deps.now();
  const appUrl = deps.config.appUrl;
  if (input.auth) {
    const user = await usersRepository.findById(deps.db, input.auth.userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    if (user.isEmailVerified) throw new AppError('EMAIL_ALREADY_VERIFIED');
    const result = await deps.db.transaction((tx) =>
      sendAccountEmail(tx, { user, purpose: 'VERIFY_EMAIL', now, appUrl, limit: true }),
    );
    if (!result.sent) {
      throw new AppError('RATE_LIMITED', {
        headers: { 'retry-after': String(Math.ceil(result.retryAfterMs / 1000)) },
      });
    }
  } else {
    if (!input.email) {
      throw new AppError('VALIDATION_ERROR', {
        data: { errors: [{ path: 'email', message: emailMessages.required }] },
      });
    }
    // The same statements, token, message and wake for every address (issue 21).
    await queueAddressMail(deps, { email: input.email, purpose: 'VERIFY_EMAIL' });
    return;
  }
  deps.mail.wake();
}

import { expect, type APIRequestContext } from '@playwright/test';
import { loginAs, type SignedIn } from './fixtures-login';

export const MEMBER_PASSWORD = 'Member@12345';

const VERIFY_LINK = /\/verify-email\?token=([A-Za-z0-9_-]+)/;

/**
 * A member as a person would become one: registered with the admin's (root) referral code,
 * verified through the link of the e-mail in the dev mailbox (no SMTP_URL in the browser tests),
 * then signed in. Onboarding is not done, so member pages send them to /onboarding.
 */
export const registerVerifiedMember = async (
  api: APIRequestContext,
  referralCode: string,
  email: string,
): Promise<SignedIn> => {
  const registered = await api.post('/api/users/register', {
    data: {
      firstName: 'Mia',
      lastName: 'Member',
      email,
      password: MEMBER_PASSWORD,
      referredByCode: referralCode,
    },
  });
  expect(registered.ok(), `register ${email}: ${await registered.text()}`).toBe(true);

  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await api.get('/api/dev/mailbox', { params: { to: email } });
        const body = (await mailbox.json()) as { data: { messages: { text: string }[] } | null };
        token = body.data?.messages.map((message) => VERIFY_LINK.exec(message.text)?.[1]).find(Boolean);
        return token;
      },
      { message: `verification e-mail to ${email}` },
    )
    .toBeTruthy();

  const verified = await api.post('/api/users/verify-email', { data: { token } });
  expect(verified.ok(), `verify ${email}: ${await verified.text()}`).toBe(true);
  return loginAs(api, { email, password: MEMBER_PASSWORD });
};

import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { SignedIn } from './fixtures-login';
import { registerVerifiedMember } from './members';
import { uniqueEmail } from './mailbox';
import { onboardMember } from './onboard-member';
import { seedUsableAddress } from './seeding';

const CODE_LINE = /^Code: (\d{6})$/m;

/** A destination nobody used: 20 random bytes, all lower case (no checksum to match). */
export const freshWalletAddress = () => `0x${randomBytes(20).toString('hex')}`;

/** A fresh destination already usable in the member's address book (issue 14, ADR 0012). */
export const usableWalletAddress = async (member: SignedIn): Promise<string> => {
  const address = freshWalletAddress();
  await seedUsableAddress(member.user.email, address);
  return address;
};

/**
 * A new member with a balance earned for real: onboarded (a test payment on the local chain and a
 * linked UID), then a member they referred pays the subscription, which pays them a DIRECT reward
 * (level 1 of the default schedule: 20 % of the 10 USDT fee).
 */
export const fundedMember = async (api: APIRequestContext, rootReferralCode: string): Promise<SignedIn> => {
  const member = await registerVerifiedMember(api, rootReferralCode, uniqueEmail('funded'));
  await onboardMember(api, member.token);
  const referred = await registerVerifiedMember(api, member.user.referralCode, uniqueEmail('referred'));
  await onboardMember(api, referred.token);
  return member;
};

/** The withdrawal codes e-mailed to `email` so far, newest first (dev mailbox). */
const codesTo = async (api: APIRequestContext, email: string): Promise<string[]> => {
  const response = await api.get('/api/dev/mailbox', { params: { to: email } });
  const body = (await response.json()) as { data: { messages: { text: string }[] } | null };
  return (body.data?.messages ?? []).flatMap((m) => CODE_LINE.exec(m.text)?.[1] ?? []);
};

/**
 * A withdrawal asked for through the member's own calls, with the code read from the dev mailbox,
 * to a fresh address put into the member's book as usable first. Returns the withdrawal's id.
 */
export const requestWithdrawal = async (
  api: APIRequestContext,
  member: SignedIn,
  amount: string,
): Promise<string> => {
  const headers = { authorization: `Bearer ${member.token}` };
  const walletAddress = await usableWalletAddress(member);
  const before = (await codesTo(api, member.user.email)).length;
  const asked = await api.post('/api/otp/withdrawal/request', { headers, data: {} });
  expect(asked.ok(), `code request: ${await asked.text()}`).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const codes = await codesTo(api, member.user.email);
      code = codes[0] ?? '';
      return codes.length;
    })
    .toBeGreaterThan(before);
  const verified = await api.post('/api/otp/withdrawal/verify', { headers, data: { otp: code } });
  expect(verified.ok(), `code check: ${await verified.text()}`).toBe(true);
  const created = await api.post('/api/withdrawals', {
    headers,
    data: { amount, walletAddress, asset: 'USDT', otp: code },
  });
  expect(created.ok(), `withdrawal: ${await created.text()}`).toBe(true);
  return ((await created.json()) as { data: { _id: string } }).data._id;
};

import { generateSync } from 'otplib';
import { e2eAdmin } from './accounts';
import { forgetUsedTotpStep, seedTotpFactor } from './seeding';

/**
 * Admins must have a second factor (issue 14). The browser tests' admin gets a TOTP factor with
 * this known secret through the seeding path, and its sign-ins answer the second step with codes
 * computed here with the server's own library (otplib).
 */
export const E2E_ADMIN_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

/** The secrets of the accounts the tests made with a known factor, by e-mail. */
const knownSecrets = new Map<string, string>([[e2eAdmin.email, E2E_ADMIN_TOTP_SECRET]]);

export const knownTotpSecret = (email: string) => knownSecrets.get(email.toLowerCase());

/** Gives the account a factor with a known secret (idempotent) and remembers it. */
export async function giveKnownFactor(email: string, secret = E2E_ADMIN_TOTP_SECRET) {
  await seedTotpFactor(email, secret);
  knownSecrets.set(email.toLowerCase(), secret);
}

/** The authenticator app's code for `secret`, `steps` 30-second steps from now. */
export const totpCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * A code the server takes now for an account with a known factor: its last accepted step is
 * forgotten first (the suite signs the admin in more often than once per 30 s). `steps` 1 keeps
 * a sign-in through the form clear of the API sign-ins of other tests, which use the current step.
 */
export async function freshCodeFor(email: string, steps = 0): Promise<string> {
  const secret = knownTotpSecret(email);
  if (!secret) throw new Error(`${email} has no known second factor`);
  await forgetUsedTotpStep(email);
  return totpCode(secret, steps);
}

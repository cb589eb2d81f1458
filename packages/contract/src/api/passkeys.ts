import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idSchema } from '../entities/common';
import { passkeyOptionsSchema, passkeySchema } from '../entities/passkeys';
import { signedInSchema } from '../entities/security';
import {
  completePasskeyLoginSchema,
  passkeyLoginOptionsSchema,
  passkeySignInSchema,
  registerPasskeySchema,
  removePasskeySchema,
  renamePasskeySchema,
} from '../validation/passkeys';
import { emptyBody, noData } from './common';

/**
 * Not in the spec (issue 14, ADR 0011): passkeys (WebAuthn) as a second factor and as a way to
 * sign in. Options calls answer a single-use challenge (5 minutes) for the browser's ceremony.
 */
const tag = 'security';
const params = z.strictObject({ id: idSchema });

export const passkeyRegistrationOptions = defineEndpoint({
  method: 'POST',
  path: '/users/passkeys/registration-options',
  access: 'user',
  summary: 'Options to register a new passkey on this account',
  tag,
  body: emptyBody,
  data: passkeyOptionsSchema,
});

export const registerPasskey = defineEndpoint({
  method: 'POST',
  path: '/users/passkeys',
  access: 'user',
  summary: "Register a passkey with the browser's answer to the registration options, and name it",
  tag,
  body: registerPasskeySchema,
  data: passkeySchema,
});

export const listPasskeys = defineEndpoint({
  method: 'GET',
  path: '/users/passkeys',
  access: 'user',
  summary: "The account's passkeys (name, added, last used)",
  tag,
  data: z.object({ passkeys: z.array(passkeySchema) }),
});

export const renamePasskey = defineEndpoint({
  method: 'PUT',
  path: '/users/passkeys/:id',
  access: 'user',
  summary: "Rename one of the account's passkeys",
  tag,
  params,
  body: renamePasskeySchema,
  data: passkeySchema,
});

export const removePasskey = defineEndpoint({
  method: 'POST',
  path: '/users/passkeys/:id/remove',
  access: 'user',
  summary: 'Remove a passkey (the password again); pauses withdrawals 24 hours',
  tag,
  params,
  body: removePasskeySchema,
  data: noData,
});

export const passkeyAssertionOptions = defineEndpoint({
  method: 'POST',
  path: '/users/passkeys/assertion-options',
  access: 'user',
  summary: "Options to confirm an action (a withdrawal) with one of the account's passkeys",
  tag,
  body: emptyBody,
  data: passkeyOptionsSchema,
});

export const passkeyLoginOptions = defineEndpoint({
  method: 'POST',
  path: '/users/login/two-factor/passkey-options',
  access: 'public',
  summary: "Options for a sign-in's second step with a passkey",
  tag,
  body: passkeyLoginOptionsSchema,
  data: passkeyOptionsSchema,
});

export const completePasskeyLogin = defineEndpoint({
  method: 'POST',
  path: '/users/login/two-factor/passkey',
  access: 'public',
  summary: "Complete a sign-in's second step with a passkey",
  tag,
  body: completePasskeyLoginSchema,
  data: signedInSchema,
});

export const passkeySignInOptions = defineEndpoint({
  method: 'POST',
  path: '/users/login/passkey-options',
  access: 'public',
  summary: 'Options to sign in with a passkey alone (no e-mail or password)',
  tag,
  body: emptyBody,
  data: passkeyOptionsSchema,
});

export const passkeySignIn = defineEndpoint({
  method: 'POST',
  path: '/users/login/passkey',
  access: 'public',
  summary: 'Sign in with a passkey alone (user verification required)',
  tag,
  body: passkeySignInSchema,
  data: signedInSchema,
});

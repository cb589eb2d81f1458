import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  accountSessionSchema,
  recoveryCodesSchema,
  signedInSchema,
  stepUpResultSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
} from '../entities/security';
import {
  completeTwoFactorLoginSchema,
  confirmTotpSchema,
  disableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
} from '../validation/two-factor';
import { stepUpSchema } from '../validation/passkeys';
import { idSchema } from '../entities/common';
import { emptyBody, noData } from './common';

/**
 * Not in the spec (issue 14, ADR 0011): the second factor (TOTP, recovery codes), the sign-in's
 * second step, and the account's sessions.
 */
const tag = 'security';

export const completeTwoFactorLogin = defineEndpoint({
  method: 'POST',
  path: '/users/login/two-factor',
  access: 'public',
  summary: "Complete a sign-in's second step with a TOTP code or a recovery code",
  tag,
  body: completeTwoFactorLoginSchema,
  data: signedInSchema,
});

export const twoFactorStatus = defineEndpoint({
  method: 'GET',
  path: '/users/two-factor',
  access: 'user',
  summary: "The account's second factor: on or off, recovery codes left",
  tag,
  data: twoFactorStatusSchema,
});

export const startTotpSetup = defineEndpoint({
  method: 'POST',
  path: '/users/two-factor/totp/setup',
  access: 'user',
  summary: 'Start TOTP enrolment: a new secret to scan, confirmed with a first code',
  tag,
  body: emptyBody,
  data: totpSetupSchema,
});

export const confirmTotpSetup = defineEndpoint({
  method: 'POST',
  path: '/users/two-factor/totp/confirm',
  access: 'user',
  summary: 'Confirm TOTP enrolment with a first code; answers the recovery codes once',
  tag,
  body: confirmTotpSchema,
  data: recoveryCodesSchema,
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/users/two-factor/disable',
  access: 'user',
  summary: 'Turn the second factor off (password and a current code); pauses withdrawals 24 hours',
  tag,
  body: disableTwoFactorSchema,
  data: noData,
});

export const regenerateRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/users/two-factor/recovery-codes',
  access: 'user',
  summary: 'New recovery codes (the old ones stop working); pauses withdrawals 24 hours',
  tag,
  body: regenerateRecoveryCodesSchema,
  data: recoveryCodesSchema,
});

export const stepUpTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/users/two-factor/step-up',
  access: 'user',
  summary:
    'Check the second factor again (a current TOTP code or a passkey assertion) for this session: admin decisions need a check within 5 minutes (STEP_UP_REQUIRED)',
  tag,
  body: stepUpSchema,
  data: stepUpResultSchema,
});

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/users/sessions',
  access: 'user',
  summary: "The account's live sessions (device, address, last seen)",
  tag,
  data: z.object({ sessions: z.array(accountSessionSchema) }),
});

export const endOwnSession = defineEndpoint({
  method: 'DELETE',
  path: '/users/sessions/:id',
  access: 'user',
  summary: 'Sign one session of the account out',
  tag,
  params: z.strictObject({ id: idSchema }),
  data: noData,
});

export const endOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/users/sessions/end-others',
  access: 'user',
  summary: "Sign every session out but the caller's",
  tag,
  body: emptyBody,
  data: z.object({ ended: z.number().int() }),
});

export const endAllSessionsByLink = defineEndpoint({
  method: 'POST',
  path: '/users/sessions/end-all',
  access: 'public',
  summary: 'End every session of the account with the link of a new-device e-mail',
  tag,
  body: z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Invalid link' }) }),
  data: z.object({ ended: z.number().int() }),
});

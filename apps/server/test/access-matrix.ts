/**
 * The access matrix: for every route of the API, the answer each kind of caller gets for a call
 * with valid-shaped input. test/access-matrix.test.ts reads the app's route table and fails for a
 * route without an entry here (and for an entry without a route). Add your routes' entries with
 * your routes.
 *
 * Callers: `anonymous` (no token), `member` (a verified, onboarded member who owns whatever the
 * call names), `otherMember` (another such member, outside the first one's network), `admin`.
 * Calls are made in the order anonymous, otherMember, admin, member, each with its own session.
 * `admin` has a second factor and a session that proved it now (admins must have one, issue 14).
 *
 * One more caller, `adminWithoutFactor` (an admin who has not set up a second factor yet, whose
 * session is enrolment-only), is called right after `anonymous`: every admin route answers it
 * 403 TWO_FACTOR_REQUIRED (the test checks it for every route whose access is `admin`); other
 * routes check it only where an entry says what it gets.
 */
export type Expected = number | '2xx' | '4xx';

export interface MatrixUser {
  id: string;
  userId: string;
  email: string;
  password: string;
  referralCode: string;
  token: string;
}

export interface MatrixUsers {
  member: MatrixUser;
  otherMember: MatrixUser;
  admin: MatrixUser;
}

export interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

export interface AccessEntry {
  anonymous: Expected;
  member: Expected;
  otherMember: Expected;
  admin: Expected;
  /** What an admin without a second factor gets on a route that is not an admin route. */
  adminWithoutFactor?: Expected;
  /** Valid-shaped input for the call; `member` owns what it names. */
  request?: (users: MatrixUsers) => MatrixRequest;
}

const everyone = (status: Expected) => ({
  anonymous: status,
  member: status,
  otherMember: status,
  admin: status,
});
const signedIn = (status: Expected) => ({
  anonymous: 401,
  member: status,
  otherMember: status,
  admin: status,
});

/** Well-shaped WebAuthn answers that no authenticator signed (their challenge was never issued). */
const fakeClientData = Buffer.from(
  JSON.stringify({ type: 'webauthn.get', challenge: 'bm90LWlzc3VlZA', origin: 'http://localhost:5173' }),
).toString('base64url');
const fakePasskeyAssertion = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: fakeClientData, authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};
const fakePasskeyRegistration = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: fakeClientData, attestationObject: 'AAAA' },
  clientExtensionResults: {},
};

/** Admin calls: 401 without a token, 403 for members, `status` for an admin. */
/** A cycle period that has ended: yesterday (UTC). */
const yesterday = () => {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return { periodStart: day, periodEnd: day };
};

const adminOnly = (status: Expected) => ({ anonymous: 401, member: 403, otherMember: 403, admin: status });

export const accessMatrix: Record<string, AccessEntry> = {
  'GET /api/health': everyone(200),
  'GET /api/platform': everyone(200),

  // Live updates (ADR 0015): a ticket for any session; the stream opens with a ticket only, so a
  // call without one is AUTHENTICATION_REQUIRED whatever bearer token it carries.
  'POST /api/events/ticket': signedIn(200),
  'GET /api/events': everyone(401),

  // Accounts
  'POST /api/users/login': {
    ...everyone(200),
    request: ({ member }) => ({ body: { email: member.email, password: member.password } }),
  },
  // An admin without a second factor still reads their profile (it says twoFactorRequired).
  'GET /api/users/profile': { ...signedIn(200), adminWithoutFactor: 200 },
  'POST /api/users/register': {
    // One body for all four callers: the first registers, the others find the e-mail taken.
    anonymous: 200,
    otherMember: 409,
    admin: 409,
    member: 409,
    request: ({ member }) => ({
      body: {
        firstName: 'New',
        lastName: 'Member',
        email: `matrix.${member.userId.toLowerCase()}@example.com`,
        password: 'Str0ng!Passw0rd',
        referredByCode: member.referralCode,
      },
    }),
  },
  'POST /api/users/verify-email': {
    ...everyone(400), // INVALID_OR_EXPIRED_TOKEN: public, the token decides
    request: () => ({ body: { token: 'A'.repeat(43) } }),
  },
  'POST /api/users/send-verification-email': {
    // Signed-in callers are verified: EMAIL_ALREADY_VERIFIED.
    anonymous: 200,
    otherMember: 409,
    admin: 409,
    member: 409,
    request: ({ member }) => ({ body: { email: member.email } }),
  },
  'POST /api/users/resend-verification-email': {
    anonymous: 200,
    otherMember: 409,
    admin: 409,
    member: 409,
    request: ({ member }) => ({ body: { email: member.email } }),
  },
  'POST /api/users/forgot-password': {
    ...everyone(200),
    request: ({ member }) => ({ body: { email: member.email } }),
  },
  'POST /api/users/reset-password': {
    ...everyone(400), // INVALID_OR_EXPIRED_TOKEN
    request: () => ({
      body: { token: 'A'.repeat(43), newPassword: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    }),
  },
  // Each caller ends its own session (the matrix gives every call a session of its own).
  'POST /api/users/logout': signedIn(200),

  // Second factor and sessions (issue 14)
  'POST /api/users/login/two-factor': {
    ...everyone(400), // TWO_FACTOR_CHALLENGE_INVALID: public, the challenge decides
    request: () => ({ body: { challengeToken: 'A'.repeat(43), code: '123456' } }),
  },
  // The admin has a factor (409 TWO_FACTOR_ALREADY_ENABLED on enrolment, a wrong code 400
  // TWO_FACTOR_INVALID_CODE); an admin without one reaches enrolment.
  'GET /api/users/two-factor': { ...signedIn(200), adminWithoutFactor: 200 },
  'POST /api/users/two-factor/totp/setup': { ...signedIn(200), admin: 409, adminWithoutFactor: 200 },
  'POST /api/users/two-factor/totp/confirm': {
    ...signedIn(400), // TWO_FACTOR_SETUP_EXPIRED, or TWO_FACTOR_INVALID_CODE after a set-up
    admin: 409,
    adminWithoutFactor: 400,
    request: () => ({ body: { code: '123456' } }),
  },
  'POST /api/users/two-factor/disable': {
    ...signedIn(409), // TWO_FACTOR_NOT_ENABLED
    admin: 400,
    request: ({ member }) => ({ body: { password: member.password, code: '123456' } }),
  },
  'POST /api/users/two-factor/recovery-codes': {
    ...signedIn(409), // TWO_FACTOR_NOT_ENABLED
    admin: 400,
    request: () => ({ body: { code: '123456' } }),
  },
  'POST /api/users/two-factor/step-up': {
    ...signedIn(409), // TWO_FACTOR_NOT_ENABLED
    admin: 400,
    adminWithoutFactor: 409,
    request: () => ({ body: { code: '123456' } }),
  },
  'GET /api/users/sessions': signedIn(200),
  // Passkeys (issue 14): an answer no authenticator signed is refused, never a 500.
  'POST /api/users/passkeys/registration-options': signedIn(200),
  'POST /api/users/passkeys': {
    ...signedIn(400), // PASSKEY_CHALLENGE_INVALID: no options were asked for
    request: () => ({ body: { name: 'Laptop', credential: fakePasskeyRegistration } }),
  },
  'GET /api/users/passkeys': signedIn(200),
  'PUT /api/users/passkeys/:id': {
    ...signedIn(404), // PASSKEY_NOT_FOUND: only the account's own passkeys
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' }, body: { name: 'Laptop' } }),
  },
  'POST /api/users/passkeys/:id/remove': {
    ...signedIn(404), // PASSKEY_NOT_FOUND
    request: ({ member }) => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { password: member.password },
    }),
  },
  'POST /api/users/passkeys/assertion-options': signedIn(409), // TWO_FACTOR_NOT_ENABLED: no passkey
  'POST /api/users/login/two-factor/passkey-options': {
    ...everyone(400), // TWO_FACTOR_CHALLENGE_INVALID
    request: () => ({ body: { challengeToken: 'A'.repeat(43) } }),
  },
  'POST /api/users/login/two-factor/passkey': {
    ...everyone(400), // TWO_FACTOR_CHALLENGE_INVALID
    request: () => ({ body: { challengeToken: 'A'.repeat(43), credential: fakePasskeyAssertion } }),
  },
  'POST /api/users/login/passkey-options': everyone(200),
  'POST /api/users/login/passkey': {
    ...everyone(400), // PASSKEY_CHALLENGE_INVALID
    request: () => ({ body: { credential: fakePasskeyAssertion } }),
  },
  'DELETE /api/users/sessions/:id': {
    ...signedIn(404), // SESSION_NOT_FOUND: only the account's own live sessions
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/users/sessions/end-others': signedIn(200),
  'POST /api/users/sessions/end-all': {
    ...everyone(400), // SESSIONS_LINK_INVALID
    request: () => ({ body: { token: 'A'.repeat(43) } }),
  },
  'PUT /api/users/change-password': {
    // Every caller changes its own password (the test users share one).
    ...signedIn(200),
    request: ({ member }) => ({
      body: {
        currentPassword: member.password,
        newPassword: 'N3w!Passw0rd',
        confirmPassword: 'N3w!Passw0rd',
      },
    }),
  },

  // The account's language (issue 17); every caller sets its own.
  'PUT /api/users/language': { ...signedIn(200), request: () => ({ body: { language: 'en' } }) },

  // Dev mailbox (the test app has no SMTP_URL)
  'GET /api/dev/mailbox': everyone(200),

  // Onboarding (issue 4). Matrix members are onboarded: their UID is set already (409). The app
  // here has no chain, so a refresh reads the database only. POST /api/dev/test-payment exists
  // only in the embedded default (test/onboarding/dev-mode.test.ts checks its access).
  'PUT /api/users/bingx-uid': {
    anonymous: 401,
    member: 409,
    otherMember: 409,
    admin: 403,
    request: () => ({ body: { bingXUID: '12345678' } }),
  },
  'GET /api/users/refresh-subscription': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'GET /api/onboarding/info': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },

  // Network (issue 5): a member reads their own network. The children of a node outside the
  // caller's network (here: another member's own node) answer 404.
  'GET /api/users/referrals/history': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'GET /api/users/referral-tree': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'GET /api/users/referral-tree/search': {
    anonymous: 401,
    member: 200,
    otherMember: 200,
    admin: 403,
    request: () => ({ query: { search: 'member' } }),
  },
  'GET /api/users/referral-tree/growth': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'GET /api/users/referral-tree/:nodeId/children': {
    anonymous: 401,
    member: 200,
    otherMember: 404,
    admin: 403,
    request: ({ member }) => ({ params: { nodeId: member.id } }),
  },

  // Withdrawals (issue 6). Members act on their own; ids that name nothing answer 404.
  'POST /api/otp/withdrawal/request': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'POST /api/otp/withdrawal/verify': {
    anonymous: 401,
    member: 400, // no code requested: OTP_INVALID
    otherMember: 400,
    admin: 403,
    request: () => ({ body: { otp: '123456' } }),
  },
  'GET /api/otp/withdrawal/status': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'POST /api/withdrawals': {
    anonymous: 401,
    member: 400, // no verified code: OTP_NOT_VERIFIED
    otherMember: 400,
    admin: 403,
    request: () => ({
      body: { amount: 1, walletAddress: `0x${'ab'.repeat(20)}`, asset: 'USDT', otp: '123456' },
    }),
  },
  'GET /api/withdrawals': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  // The withdrawal address book (issue 14, ADR 0012): members' own; the link is public.
  'GET /api/wallet-addresses': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'POST /api/wallet-addresses': {
    anonymous: 401,
    member: 200,
    otherMember: 200,
    admin: 403,
    request: () => ({ body: { walletAddress: `0x${'cd'.repeat(20)}`, name: 'Matrix' } }),
  },
  'PUT /api/wallet-addresses/:id': {
    anonymous: 401,
    member: 404, // WALLET_ADDRESS_NOT_FOUND: only the member's own
    otherMember: 404,
    admin: 403,
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' }, body: { name: 'x' } }),
  },
  'DELETE /api/wallet-addresses/:id': {
    anonymous: 401,
    member: 404,
    otherMember: 404,
    admin: 403,
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/wallet-addresses/confirm': {
    ...everyone(400), // WALLET_ADDRESS_LINK_INVALID
    request: () => ({ body: { token: 'A'.repeat(43) } }),
  },
  'GET /api/withdrawals/:id': {
    anonymous: 401,
    member: 404,
    otherMember: 404,
    admin: 403,
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'PUT /api/withdrawals/:id': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 404,
    request: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { status: 'APPROVED' },
    }),
  },
  'GET /api/withdrawals/admin/all': { anonymous: 401, member: 403, otherMember: 403, admin: 200 },
  'GET /api/withdrawals/admin/:id': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 404,
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /api/withdrawals/admin/user/:userId': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 200,
    request: ({ member }) => ({ params: { userId: member.userId } }),
  },
  // Payouts (issue 15): admins only; an id that names nothing answers 404.
  'POST /api/withdrawals/admin/:id/payout-hash': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 404,
    request: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { transactionHash: `0x${'ab'.repeat(32)}` },
    }),
  },
  'GET /api/admin/payout-wallet': { anonymous: 401, member: 403, otherMember: 403, admin: 200 },
  'GET /api/admin/reconciliation': { anonymous: 401, member: 403, otherMember: 403, admin: 200 },
  // Without a chain (these tests have none) the run ends with its error, recorded and audited.
  'POST /api/admin/reconciliation/run': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 200,
    request: () => ({ body: {} }),
  },
  'POST /api/withdrawals/admin/:id/payout-retry': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 404,
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' }, body: {} }),
  },

  // Ledger adjustments (issue 15): admins adjust (never their own balance); a member reads their own.
  'GET /api/users/admin/:id/adjustments': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 200,
    request: ({ member }) => ({ params: { id: member.id } }),
  },
  'POST /api/users/admin/:id/adjustments': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 200,
    request: ({ member }) => ({
      params: { id: member.id },
      body: { direction: 'CREDIT', amount: '0.01', reason: 'Access matrix' },
    }),
  },
  'POST /api/admin/adjustments/:id/approve': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 404,
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' }, body: {} }),
  },
  'POST /api/admin/adjustments/:id/reject': {
    anonymous: 401,
    member: 403,
    otherMember: 403,
    admin: 404,
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' }, body: { reason: 'No' } }),
  },
  'GET /api/rewards/adjustments': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },

  // Admin (issue 7): admins only. Ids that name nothing answer 404.
  'PUT /api/users/:id/status': {
    ...adminOnly(200),
    request: ({ otherMember }) => ({ params: { id: otherMember.id }, body: { status: 'ACTIVE' } }),
  },
  'DELETE /api/users/admin/:id': {
    ...adminOnly(404),
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /api/admin/settings': adminOnly(200),
  'PUT /api/admin/settings': { ...adminOnly(200), request: () => ({ body: { auditLogs: true } }) },
  'GET /api/admin/audit-logs': adminOnly(200),
  'GET /api/admin/security-events': adminOnly(200),
  'GET /api/admin/system-overview': adminOnly(200),
  'GET /api/users/admin/overall-stats': adminOnly(200),
  'GET /api/users/admin/charts': adminOnly(200),
  'GET /api/users/admin/all': adminOnly(200),
  'GET /api/users/admin/:id': { ...adminOnly(200), request: ({ member }) => ({ params: { id: member.id } }) },
  'GET /api/users/admin/reports': adminOnly(200),
  'GET /api/users/admin/:id/report': {
    ...adminOnly(200),
    request: ({ member }) => ({ params: { id: member.id } }),
  },
  // Deposits (issue 12): admins only; an id without a deposit address answers 404.
  'GET /api/admin/deposits': adminOnly(200),
  'GET /api/admin/deposits/:id': {
    ...adminOnly(404),
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/admin/deposits/:id/refunds': {
    ...adminOnly(404),
    request: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { amount: '1', txHash: `0x${'ab'.repeat(32)}` },
    }),
  },
  // Rewards (issue 5): a member reads their own stats (anyone else's: 403); admins anyone's.
  'GET /api/rewards/stats/:userId': {
    anonymous: 401,
    member: 200,
    otherMember: 403,
    admin: 200,
    request: ({ member }) => ({ params: { userId: member.userId } }),
  },
  'GET /api/rewards/user': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'GET /api/rewards/user/by-cycle': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'POST /api/rewards/admin/cycles': {
    ...adminOnly(200),
    request: () => ({ body: { csv: 'uid,amount\n', period: 'access-matrix', ...yesterday() } }),
  },
  'POST /api/rewards/admin/cycles/preview': {
    ...adminOnly(200),
    request: () => ({ body: { csv: 'uid,amount\n123456789,1\n', ...yesterday() } }),
  },
  'GET /api/rewards/admin/cycles': adminOnly(200),
  'GET /api/rewards/admin/cycles/:id': {
    ...adminOnly(404),
    request: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /api/rewards/admin/all': adminOnly(200),
  // CSV downloads: text/csv on success, the envelope on failure.
  'GET /api/users/admin/export.csv': adminOnly(200),
  'GET /api/rewards/admin/export.csv': adminOnly(200),
  'GET /api/withdrawals/admin/export.csv': adminOnly(200),
  'GET /api/admin/security-events/export.csv': adminOnly(200),
  'GET /api/rewards/user/export.csv': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
  'GET /api/withdrawals/export.csv': { anonymous: 401, member: 200, otherMember: 200, admin: 403 },
};

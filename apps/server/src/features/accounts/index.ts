// Accounts: registration, sign-in, sessions, e-mail verification, passwords, the first admin.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { accountsRoutes } from './accounts.routes';
export { createAdmin, ensureFirstAdmin, rootReferralCode } from './create-admin';
export { insertUser } from './create-user';
export { completeSignIn, type SignInDeps } from './login';
export { guardSecondFactor } from './second-factor-failures';
export { createSignInGate, type SignInChallenge, type SignInGate } from './sign-in-gate';
export { setDeviceCookie } from './device-cookie';
export { signInDeps, signInMeta } from './sign-in-deps';
export { verifyPassword } from './password';
export { eraseKnownDevices } from './known-devices';
export { hashPassword } from './password';
export { secretKey } from './session-token';
export {
  eraseSessionDetails,
  forgetSecondFactorChecks,
  markMemberWrote,
  markSecondFactorChecked,
  revokeSessions,
  sessionCheckWith,
  verifySessionToken,
} from './sessions';
// Sign-in throttling (ADR 0009): a second factor's check plugs in with these.
export {
  checkSignInThrottle,
  clearSignInThrottle,
  deleteStaleSignInThrottles,
  recordSignInFailure,
  recordSignInSuccess,
  type SignInAttempt,
  tooManyAttempts,
} from './sign-in-throttle';
export { signInSource } from './sign-in-source';

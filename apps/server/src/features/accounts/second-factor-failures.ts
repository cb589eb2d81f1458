import {
  checkSignInThrottle,
  recordSignInFailure,
  type SignInAttempt,
  type ThrottleDeps,
} from './sign-in-throttle';

/**
 * The one way features/two-factor counts its wrong codes (issue 14): the attempt is judged by the
 * sign-in throttle before the code is checked (a blocked attempt answers TOO_MANY_LOGIN_ATTEMPTS),
 * and a wrong code counts on the same counters as a wrong password. `failed` returns the end of a
 * block it began, or null.
 */
export async function guardSecondFactor(deps: ThrottleDeps, attempt: SignInAttempt) {
  const counters = await checkSignInThrottle(deps, attempt, 'two-factor');
  return {
    failed: (now: Date) => recordSignInFailure(deps, attempt, counters, 'two-factor', now),
  };
}

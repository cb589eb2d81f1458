import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

export const passwordMessages = {
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
} as const;

const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const DIGIT = /\d/;
const SPECIAL = /[@$!%*?&]/;

/** Reset-password requirements (member section 5), in the order the screen lists them. */
export const passwordRequirements = [
  {
    message: 'Password must be at least 8 characters long',
    met: (pw: string) => pw.length >= PASSWORD_MIN_LENGTH,
  },
  { message: 'Password must contain at least one lowercase letter', met: (pw: string) => LOWERCASE.test(pw) },
  { message: 'Password must contain at least one uppercase letter', met: (pw: string) => UPPERCASE.test(pw) },
  { message: 'Password must contain at least one number', met: (pw: string) => DIGIT.test(pw) },
  {
    message: 'Password must contain at least one special character (@$!%*?&)',
    met: (pw: string) => SPECIAL.test(pw),
  },
] as const;

/**
 * The requirements as JSON Schema for the published API document (the payloads check them in an
 * object-level refinement, which zod's JSON Schema cannot show).
 */
export const documentedPasswordRequirements = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  allOf: [LOWERCASE, UPPERCASE, DIGIT, SPECIAL].map((contains) => ({ pattern: contains.source })),
};

/** The messages of the requirements `password` does not meet yet (shown live while typing). */
export const passwordRequirementsUnmet = (password: string): string[] =>
  passwordRequirements.filter((r) => !r.met(password)).map((r) => r.message);

/** Any password the server accepts to hash: bounded so that hashing stays cheap. */
export const boundedPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);

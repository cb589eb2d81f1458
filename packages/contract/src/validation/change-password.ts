import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { boundedPasswordSchema, documentedPasswordRequirements, passwordRequirementsUnmet } from './password';

export const changePasswordMessages = {
  fillAll: 'Please fill in all password fields',
  newPasswordsDiffer: 'New passwords do not match',
  tooShort: 'New password must be at least 8 characters long',
  weak: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
} as const;

/** Lower, upper, digit and one of @$!%*?&; nothing but letters, digits and those specials. */
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
const ALLOWED_CHARACTERS = /^[A-Za-z\d@$!%*?&]+$/;

/** What the refinement below asks of the new password (and so of its confirmation), as JSON Schema. */
const documentedNewPassword = { ...documentedPasswordRequirements, pattern: ALLOWED_CHARACTERS.source };

type ChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string };
type Field = keyof ChangeValues;

type Issue = { message: string; path: Field } | null;

/** The first failed rule in the spec's order, with the field it belongs to (the form's rules). */
const firstIssue = (v: ChangeValues): Issue => {
  const empty = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find((f) => v[f] === '');
  if (empty) return { message: changePasswordMessages.fillAll, path: empty };
  if (v.newPassword !== v.confirmPassword)
    return { message: changePasswordMessages.newPasswordsDiffer, path: 'confirmPassword' };
  if (v.newPassword.length < PASSWORD_MIN_LENGTH)
    return { message: changePasswordMessages.tooShort, path: 'newPassword' };
  if (!STRONG_PASSWORD.test(v.newPassword))
    return { message: changePasswordMessages.weak, path: 'newPassword' };
  return null;
};

/**
 * The server's rules for a new password given with the current one: the spec's order and messages,
 * but, as for a reset, the password must *contain* a lowercase and an uppercase letter, a digit and
 * one of @$!%*?&, and may contain anything else too (spaces: a long passphrase). "Only letters,
 * digits and those specials" is the form's rule (client side, member section 5), kept there.
 */
const firstPayloadIssue = (v: ChangeValues): Issue => {
  const issue = firstIssue(v);
  if (issue?.message !== changePasswordMessages.weak) return issue;
  return passwordRequirementsUnmet(v.newPassword).length === 0 ? null : issue;
};

/**
 * Change password (member and admin section 5), checked in the spec's order; only the first
 * failure is reported. Same-as-current is the server's `SAME_PASSWORD_ERROR`, not a form rule.
 */
export const firstChangePasswordError = (values: ChangeValues): string | null =>
  firstIssue(values)?.message ?? null;

/** Both change-password forms (the spec's client rules). */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: boundedPasswordSchema.meta({ minLength: 1 }),
    newPassword: boundedPasswordSchema.meta(documentedNewPassword),
    confirmPassword: boundedPasswordSchema.meta(documentedNewPassword),
  })
  .superRefine((v, ctx) => {
    const issue = firstIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/**
 * The server's rules for a new password (`firstPayloadIssue`): used by `create-admin` too. The
 * server also refuses common passwords (PASSWORD_TOO_COMMON), which no client knows.
 */
export const firstNewPasswordError = (values: ChangeValues): string | null =>
  firstPayloadIssue(values)?.message ?? null;

/** `PUT /users/change-password`: the form's order and messages, any characters (`firstPayloadIssue`). */
export const changePasswordPayloadSchema = z
  .strictObject({
    currentPassword: boundedPasswordSchema.meta({ minLength: 1 }),
    newPassword: boundedPasswordSchema.meta(documentedPasswordRequirements),
    confirmPassword: boundedPasswordSchema.meta(documentedPasswordRequirements),
  })
  .superRefine((v, ctx) => {
    const issue = firstPayloadIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });

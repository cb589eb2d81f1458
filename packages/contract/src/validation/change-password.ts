import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { boundedPasswordSchema, documentedPasswordRequirements } from './password';

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

/** The first failed rule in the spec's order, with the field it belongs to. */
const firstIssue = (v: ChangeValues): { message: string; path: Field } | null => {
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
 * Change password (member and admin section 5), checked in the spec's order; only the first
 * failure is reported. Same-as-current is the server's `SAME_PASSWORD_ERROR`, not a form rule.
 */
export const firstChangePasswordError = (values: ChangeValues): string | null =>
  firstIssue(values)?.message ?? null;

/** `PUT /users/change-password` and both change-password forms. */
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

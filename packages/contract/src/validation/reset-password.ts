import { z } from 'zod';
import { boundedPasswordSchema, documentedPasswordRequirements, passwordRequirementsUnmet } from './password';

export const resetPasswordMessages = {
  fixRequirements: 'Please fix the password requirements listed below.',
  confirmationDiffers: 'Password confirmation does not match new password.',
  tokenRequired: 'Password reset token is required.',
} as const;

type ResetValues = { newPassword: string; confirmPassword: string };

/** On submit (member section 5): unmet requirements first, then a differing confirmation. */
export const firstResetPasswordError = (v: ResetValues): string | null => {
  if (passwordRequirementsUnmet(v.newPassword).length > 0) return resetPasswordMessages.fixRequirements;
  if (v.confirmPassword !== v.newPassword) return resetPasswordMessages.confirmationDiffers;
  return null;
};

/** The /reset-password form: one message at a time, as the screen shows it. */
export const resetPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const message = firstResetPasswordError(v);
    if (message === null) return;
    const path = message === resetPasswordMessages.fixRequirements ? 'newPassword' : 'confirmPassword';
    ctx.addIssue({ code: 'custom', message, path: [path] });
  });

/**
 * `POST /users/reset-password`: the server names every unmet requirement (the screen joins the
 * messages of `data.errors`), then a differing confirmation.
 */
export const resetPasswordPayloadSchema = z
  .strictObject({
    token: z.string().trim().min(1, resetPasswordMessages.tokenRequired).max(512),
    newPassword: boundedPasswordSchema.meta(documentedPasswordRequirements),
    confirmPassword: boundedPasswordSchema.meta(documentedPasswordRequirements),
  })
  .superRefine((v, ctx) => {
    for (const message of passwordRequirementsUnmet(v.newPassword)) {
      ctx.addIssue({ code: 'custom', message, path: ['newPassword'] });
    }
    if (v.confirmPassword !== v.newPassword) {
      ctx.addIssue({
        code: 'custom',
        message: resetPasswordMessages.confirmationDiffers,
        path: ['confirmPassword'],
      });
    }
  });

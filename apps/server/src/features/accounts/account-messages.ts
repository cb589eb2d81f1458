import { memberTexts, successMessages } from '@app/contract';

/** The `message` of successful account calls (failures carry catalogue codes). */
export const accountMessages = {
  registered: 'Registration successful. Please check your email to verify your account.',
  emailVerified: memberTexts.verifyEmail.verified,
  verificationSent: successMessages.verificationEmailSent,
  verificationResent: successMessages.verificationEmailResent,
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent to it.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  passwordChanged: 'PASSWORD_CHANGED_SUCCESSFULLY',
  signedOut: 'Signed out.',
  sessionEnded: 'The session was signed out.',
  sessionsEnded: 'The sessions were signed out.',
  languageSaved: 'Language saved.',
} as const;

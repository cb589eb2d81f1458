/** Every key the app keeps in the browser's storage, in one place. */
export const localKeys = {
  /** The session's bearer token. */
  token: 'token',
  /** Pending user {email, firstName, lastName} kept between registration and verification. */
  pendingUser: 'pendingUser',
  /** Admin-area session data; cleared whenever a non-admin reaches an admin route. */
  adminSession: 'adminSession',
  /** Admin-area preferences (settings toggles); cleared with the admin session data. */
  adminPreferences: 'adminPreferences',
  /** Whether the member sidebar is collapsed on large screens. */
  sidebarCollapsed: 'sidebarCollapsed',
  /** The visitor's language (en, es, vi, id) before sign-in; the account's language after (issue 17). */
  language: 'language',
} as const;

export const sessionKeys = {
  /** Referral code saved by /ref/:refCode for the registration form. */
  referralCode: 'referralCode',
} as const;

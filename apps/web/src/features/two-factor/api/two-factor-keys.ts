/** Query keys of the second factor and the sessions list (issue 14). */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
  sessions: () => [...twoFactorKeys.all, 'sessions'] as const,
  passkeys: () => [...twoFactorKeys.all, 'passkeys'] as const,
};

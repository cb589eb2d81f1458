/** Query keys of the onboarding screen. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  info: () => [...onboardingKeys.all, 'info'] as const,
  profile: (userId: string) => [...onboardingKeys.all, 'profile', userId] as const,
};

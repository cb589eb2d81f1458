/** Query keys of the settings screen. */
export const adminSettingsKeys = {
  all: ['admin-settings'] as const,
  me: () => [...adminSettingsKeys.all, 'me'] as const,
  settings: () => [...adminSettingsKeys.all, 'settings'] as const,
  /** Signed-in accounts and pending actions: other admin actions change them. */
  systemOverview: () => [...adminSettingsKeys.all, 'system-overview'] as const,
  health: () => [...adminSettingsKeys.all, 'health'] as const,
};

import { type AdminSettingsUpdate } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminAuditKeys } from '@/features/admin-audit';
import { adminDashboardKeys } from '@/features/admin-dashboard';
import { callEndpoint } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';
import { endpoints } from '@/lib/api-routes';

/** `error`: why it was not saved (the card shows it in the chosen language). */
export type SaveFeedback = { tone: 'success' | 'error'; text: string; error?: string } | null;

/**
 * PUT /admin/settings with the changed fields; feedback says saved or why not (field errors
 * first). The answer is the stored settings; the overview shows maintenance and backup, the
 * payout wallet's card the payout limits, and the change is audited.
 */
export const useSettingsSave = () => {
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<SaveFeedback>(null);
  const mutation = useMutation({
    mutationFn: async (body: AdminSettingsUpdate) => {
      const result = await callEndpoint(endpoints.updateSettings, { body });
      if (!result.success) {
        const detail = result.data?.errors?.[0]?.message;
        throw new Error(detail ? `${result.message}: ${detail}` : result.message);
      }
      return result.data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(adminSettingsKeys.settings(), data);
      void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.systemOverview() });
      void queryClient.invalidateQueries({ queryKey: adminAuditKeys.all });
      // The payout wallet's card shows the payout settings' limits and thresholds.
      void queryClient.invalidateQueries({ queryKey: adminDashboardKeys.payoutWallet() });
      setFeedback({ tone: 'success', text: 'Settings saved' });
    },
    onError: (error) =>
      setFeedback({ tone: 'error', text: `Settings not saved: ${error.message}`, error: error.message }),
  });
  return {
    save: (body: AdminSettingsUpdate) => {
      setFeedback(null);
      mutation.mutate(body);
    },
    busy: mutation.isPending,
    feedback,
  };
};

import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminUser } from '@app/contract';
import { fullName } from '@/lib/format/names';
import { useUpdateUserStatus } from '../api/update-user-status';
import { StatusChangeDialogs } from './status-change-dialogs';

/**
 * Admin 2, edit status of `user`: the two dialogs, then the toast on success or the failure text
 * (either way the dialogs close).
 */
export const StatusChange = ({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser;
  onClose: () => void;
  onDone: (outcome: { toast: string } | { error: string }) => void;
}) => {
  const { t } = useTranslation('admin');
  const statusChange = useUpdateUserStatus();
  return (
    <StatusChangeDialogs
      userName={fullName(user)}
      current={user.status}
      busy={statusChange.isPending}
      onCancel={onClose}
      onConfirm={(status) =>
        statusChange.mutate(
          { id: user._id, status },
          {
            onSuccess: (data) => onDone({ toast: t('texts.statusUpdate.success', { status: data.status }) }),
            onError: (error) => onDone({ error: error.message }),
            onSettled: onClose,
          },
        )
      }
    />
  );
};

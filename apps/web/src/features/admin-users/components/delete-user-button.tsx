import { adminFailureText, adminTexts, endpoints } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Modal } from '@/features/admin-dashboard/shared/modal';
import { adminWithdrawalKeys } from '@/features/admin-withdrawals/api/admin-withdrawal-keys';
import { callEndpoint } from '@/lib/api-client';

/**
 * Delete with a confirm step; the server's refusal (a pending withdrawal, the last admin) is shown
 * as it says. After a deletion the admin views are loaded afresh, so the list the admin lands on
 * no longer shows the person.
 */
export const DeleteUserButton = ({ id, name }: { id: string; name: string }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    const result = await callEndpoint(endpoints.deleteUser, { params: { id } });
    setBusy(false);
    if (result.success) {
      // Dropped, not just marked stale: a stale list would still be shown while it refetches.
      // The withdrawal views go too: theirs now name a "Deleted User".
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.removeQueries({ queryKey: adminWithdrawalKeys.all });
      void navigate(paths.admin.users.href());
      return;
    }
    setError(
      adminFailureText(result.code, {
        failed: adminTexts.deleteUser.failed,
        exception: adminTexts.deleteUser.error,
      }),
    );
  };
  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Delete user
      </Button>
      {open ? (
        <Modal title="Delete user" onClose={() => setOpen(false)}>
          <p className="text-slate-300">
            Delete {name}? Their personal data and sign-in are erased; rewards history and their place in the
            network are kept.
          </p>
          {error ? <Alert className="mt-4">{error}</Alert> : null}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" isLoading={busy} onClick={() => void remove()}>
              Delete
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
};

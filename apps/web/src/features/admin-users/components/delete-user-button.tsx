import { endpoints } from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Modal } from '@/features/admin-dashboard/shared/modal';
import { callEndpoint } from '@/lib/api-client';

/** Delete with a confirm step; the server's refusal (a pending withdrawal) is shown as it says. */
export const DeleteUserButton = ({ id, name }: { id: string; name: string }) => {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    const result = await callEndpoint(endpoints.deleteUser, { params: { id } });
    setBusy(false);
    if (result.success) {
      void navigate(paths.admin.users.href());
      return;
    }
    setError(result.message);
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

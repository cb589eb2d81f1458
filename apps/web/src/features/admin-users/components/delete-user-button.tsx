import { useTranslation } from '@/lib/i18n/use-translation';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useDeleteUser } from '../api/delete-user';

/**
 * Delete with a confirm step; the server's refusal (a pending withdrawal, the last admin) is shown
 * as it says. After a deletion the admin lands on a users list loaded afresh.
 */
export const DeleteUserButton = ({ id, name }: { id: string; name: string }) => {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deletion = useDeleteUser();
  const remove = () =>
    deletion.mutateAsync(id).then(
      () => navigate(paths.admin.users.href()),
      () => undefined, // shown from deletion.error
    );
  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          deletion.reset();
          setOpen(true);
        }}
      >
        {t('deleteUser.button')}
      </Button>
      {open ? (
        <Modal title={t('deleteUser.button')} onClose={() => setOpen(false)}>
          <p className="text-slate-300">{t('deleteUser.confirm', { name })}</p>
          {deletion.isError ? <Alert className="mt-4">{deletion.error.message}</Alert> : null}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" isLoading={deletion.isPending} onClick={() => void remove()}>
              {t('common.delete')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
};

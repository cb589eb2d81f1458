import { useTranslation } from '@/lib/i18n/use-translation';
import { USER_STATUSES } from '@app/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type Status = (typeof USER_STATUSES)[number];

/**
 * Admin 2, edit status: a modal to choose, then a confirm modal. Choosing the current status
 * leaves the button disabled, so nothing is submitted.
 */
export const StatusChangeDialogs = ({
  userName,
  current,
  busy,
  onCancel,
  onConfirm,
}: {
  userName: string;
  current: Status;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (status: Status) => void;
}) => {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<Status>(current);
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <Modal title={t('statusChange.confirmTitle')} onClose={onCancel}>
        <p className="text-slate-300">
          {t('statusChange.confirmText', { name: userName, from: current, to: chosen })}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button isLoading={busy} onClick={() => (chosen === current ? onCancel() : onConfirm(chosen))}>
            {t('common.confirm')}
          </Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal title={t('statusChange.title')} onClose={onCancel}>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm text-slate-300">
          {t('statusChange.legend', { name: userName })}
        </legend>
        {USER_STATUSES.map((status) => (
          <label key={status} className="flex items-center gap-2 text-slate-200">
            <input
              type="radio"
              name="status"
              value={status}
              checked={chosen === status}
              onChange={() => setChosen(status)}
            />
            {status}
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button disabled={chosen === current} onClick={() => setConfirming(true)}>
          {t('statusChange.update')}
        </Button>
      </div>
    </Modal>
  );
};

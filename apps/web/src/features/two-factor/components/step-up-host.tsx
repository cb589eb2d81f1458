import { useTranslation } from '@/lib/i18n/use-translation';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { onStepUpRequired } from '@/lib/step-up-events';
import { StepUpForm } from './step-up-form';

/**
 * The admin area's step-up modal (issue 14): an admin decision answered STEP_UP_REQUIRED opens
 * it; the code checks the second factor again and the API client repeats the decision. Cancel
 * leaves the decision refused (the screen shows the catalogue's text).
 */
export const StepUpHost = () => {
  const { t } = useTranslation('admin');
  const [waiting, setWaiting] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => onStepUpRequired(() => new Promise<boolean>((resolve) => setWaiting(() => resolve))), []);
  if (!waiting) return null;
  const finish = (confirmed: boolean) => {
    waiting(confirmed);
    setWaiting(null);
  };
  return (
    <Modal title={t('stepUp.title')} onClose={() => finish(false)}>
      <p className="mb-4 text-sm text-slate-300">{t('stepUp.text')}</p>
      <StepUpForm
        submitLabel={t('stepUp.submit')}
        onConfirmed={() => finish(true)}
        onCancel={() => finish(false)}
      />
    </Modal>
  );
};

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
  const [waiting, setWaiting] = useState<((confirmed: boolean) => void) | null>(null);
  useEffect(() => onStepUpRequired(() => new Promise<boolean>((resolve) => setWaiting(() => resolve))), []);
  if (!waiting) return null;
  const finish = (confirmed: boolean) => {
    waiting(confirmed);
    setWaiting(null);
  };
  return (
    <Modal title="Confirm it's you" onClose={() => finish(false)}>
      <p className="mb-4 text-sm text-slate-300">
        This action needs a fresh check. Enter the 6-digit code from your authenticator app to continue.
      </p>
      <StepUpForm
        submitLabel="Confirm and continue"
        onConfirmed={() => finish(true)}
        onCancel={() => finish(false)}
      />
    </Modal>
  );
};

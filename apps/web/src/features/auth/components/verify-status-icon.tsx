import { CheckIcon, CloseIcon } from '@/components/ui/icons/ui-icons';
import { MailIcon } from '@/components/ui/icons/social-icons';
import { Spinner } from '@/components/ui/spinner';
import type { VerifyStatus } from '../hooks/use-verify-token-once';
import { StatusRing } from './status-ring';

/** The icon of each verification state (spec 2, /verify-email). */
export const VerifyStatusIcon = ({ status }: { status: VerifyStatus }) => {
  switch (status) {
    case 'pending':
      return (
        <StatusRing tone="info">
          <MailIcon className="size-8" />
        </StatusRing>
      );
    case 'verifying':
      return (
        <StatusRing tone="busy">
          <Spinner size="lg" />
        </StatusRing>
      );
    case 'success':
    case 'already-verified':
      return (
        <StatusRing tone="success">
          <CheckIcon className="size-8" />
        </StatusRing>
      );
    case 'error':
      return (
        <StatusRing tone="error">
          <CloseIcon className="size-8" />
        </StatusRing>
      );
  }
};

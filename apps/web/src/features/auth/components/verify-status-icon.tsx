import { CheckIcon, CloseIcon } from '@/components/ui/icons/ui-icons';
import { MailIcon } from '@/components/ui/icons/social-icons';
import { Spinner } from '@/components/ui/spinner';
import type { VerifyStatus } from '../hooks/use-verify-token-once';

const ring = 'flex size-16 items-center justify-center rounded-full';

/** The icon of each verification state (spec 2, /verify-email). */
export const VerifyStatusIcon = ({ status }: { status: VerifyStatus }) => {
  switch (status) {
    case 'pending':
      return (
        <span className={`${ring} bg-sky-500/15 text-sky-300`}>
          <MailIcon className="size-8" />
        </span>
      );
    case 'verifying':
      return (
        <span className={`${ring} bg-slate-800`}>
          <Spinner size="lg" />
        </span>
      );
    case 'success':
      return (
        <span className={`${ring} bg-emerald-500/15 text-emerald-300`}>
          <CheckIcon className="size-8" />
        </span>
      );
    case 'error':
      return (
        <span className={`${ring} bg-red-500/15 text-red-300`}>
          <CloseIcon className="size-8" />
        </span>
      );
  }
};

import { errorText } from '@app/contract';
import { PageSpinner } from '@/components/ui/spinner';
import type { SessionState } from '@/lib/session/session-context';

/**
 * The spinner while a stored token is checked. When the check is waiting to be tried again
 * (maintenance, a lost connection), it says why instead of spinning silently.
 */
export const SessionWait = ({ session, text }: { session: SessionState; text?: string }) => (
  <PageSpinner
    text={session.status === 'loading' && session.waitingOn ? errorText(session.waitingOn) : text}
  />
);

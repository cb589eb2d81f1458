import { useSession } from '@/lib/session/session-context';

/**
 * The signed-in admin's own account id: its row offers no status change and no delete (issue 19;
 * the server refuses them with OWN_ACCOUNT_CHANGE, so nobody locks the platform out by a click).
 */
export const useOwnAccountId = (): string | null => {
  const session = useSession();
  return session.status === 'authenticated' ? session.user._id : null;
};

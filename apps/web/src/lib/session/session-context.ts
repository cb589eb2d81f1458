import { createContext, useContext } from 'react';
import type { SessionUser } from '@app/contract';

/** The signed-in account, as the contract defines it (GET /users/profile, POST /users/login). */
export type { SessionUser };

export type SessionState =
  /** `waitingOn`: the catalogue code of a check that will be tried again (MAINTENANCE_MODE...). */
  | { status: 'loading'; user: null; waitingOn?: string }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser };

export type Session = SessionState & {
  /** Stores the token and the user after a successful sign-in. */
  login: (token: string, user: SessionUser) => void;
  /** Clears the token, the user and every cached query. */
  logout: () => void;
  /** The Sign Out buttons: logout, and the session ended on the server too. */
  signOut: () => void;
  /** Re-reads the profile (after onboarding steps); resolves to the fresh user or null. */
  refreshUser: () => Promise<SessionUser | null>;
};

export const SessionContext = createContext<Session | null>(null);

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
};

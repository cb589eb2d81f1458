import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { localKeys } from '@/config/storage-keys';
import { onUnauthorized } from '@/lib/auth-events';
import { tokenStore } from '@/lib/storage';
import type { SessionUser } from './session-context';
import { profileCheckOutcome, profileRetryDelayMs, type ProfileAnswer } from './profile-check';
import { SessionContext, type Session, type SessionState } from './session-context';
import { usePageLeaving } from './use-page-leaving';

/**
 * The profile call (and with it the contract and zod) loads only when a token exists. A chunk
 * that fails to load is a lost connection, not a rejected session.
 */
const loadProfile = async (): Promise<ProfileAnswer> => {
  try {
    const { fetchProfile } = await import('./get-profile');
    return await fetchProfile();
  } catch {
    return { ok: false, code: 'NETWORK_ERROR', status: 0 };
  }
};

/** A 401 UNAUTHORIZED from any signed-in call, or the token removed in another tab, logs out. */
const useLogoutSignals = (logout: () => void) => {
  useEffect(() => onUnauthorized(logout), [logout]);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === localKeys.token && event.newValue === null) logout();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout]);
};

const initialState = (): SessionState =>
  tokenStore.get() ? { status: 'loading', user: null } : { status: 'anonymous', user: null };

/**
 * Spec 4, session: on start a stored token is checked by fetching the profile; a failure logs out.
 * A failure that says nothing about the token (maintenance, a lost connection, a server error)
 * keeps it and checks again later. A 401 UNAUTHORIZED or AUTHENTICATION_REQUIRED from any
 * signed-in call, or the token vanishing in another tab, logs out too.
 */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(initialState);
  // Each login/logout starts a new generation; a profile answer from an older one is dropped.
  const generation = useRef(0);
  // The pending re-check of a stored token after an answer that said nothing about it.
  const retry = useRef<{ attempt: number; timer?: ReturnType<typeof setTimeout> }>({ attempt: 0 });

  const logout = useCallback(() => {
    generation.current += 1;
    clearTimeout(retry.current.timer);
    tokenStore.clear();
    queryClient.clear();
    setState({ status: 'anonymous', user: null });
  }, [queryClient]);

  // Sign Out: forgets the token here and ends its session on the server.
  const signOut = useCallback(() => {
    const token = tokenStore.get();
    logout();
    if (token) void import('./end-session').then((m) => m.endServerSession(token)).catch(() => {});
  }, [logout]);

  const login = useCallback((token: string, user: SessionUser) => {
    generation.current += 1;
    clearTimeout(retry.current.timer);
    tokenStore.set(token);
    setState({ status: 'authenticated', user });
  }, []);

  const refreshUser = useCallback(async () => {
    if (!tokenStore.get()) return null;
    const started = generation.current;
    const answer = await loadProfile();
    const user = answer.ok ? answer.user : null;
    if (user && started === generation.current) {
      // A token waiting to be checked again (maintenance) needs no further check.
      clearTimeout(retry.current.timer);
      retry.current.attempt = 0;
      setState({ status: 'authenticated', user });
    }
    return user;
  }, []);

  // A profile call aborted by leaving the page is no failure of the session: logging out then
  // would clear the token the next page needs. Such a failure is decided again if the page stays.
  const undecided = useRef(false);
  const leaving = usePageLeaving(() => {
    if (!undecided.current) return;
    undecided.current = false;
    checkStoredToken();
  });

  const checkStoredToken = useCallback(() => {
    clearTimeout(retry.current.timer);
    if (!tokenStore.get()) return;
    const started = generation.current;
    void loadProfile().then((answer) => {
      if (started !== generation.current) return;
      const outcome = profileCheckOutcome(answer);
      if (outcome.kind === 'signed-in') {
        retry.current.attempt = 0;
        setState({ status: 'authenticated', user: outcome.user });
      } else if (leaving.current) {
        undecided.current = true;
      } else if (outcome.kind === 'retry') {
        retry.current.attempt += 1;
        setState({ status: 'loading', user: null, waitingOn: outcome.code });
        retry.current.timer = setTimeout(checkStoredToken, profileRetryDelayMs(retry.current.attempt));
      } else {
        logout();
      }
    });
  }, [logout, leaving]);

  useEffect(() => () => clearTimeout(retry.current.timer), []);

  useEffect(checkStoredToken, [checkStoredToken]);

  useLogoutSignals(logout);

  const value = useMemo<Session>(
    () => ({ ...state, login, logout, signOut, refreshUser }),
    [state, login, logout, signOut, refreshUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

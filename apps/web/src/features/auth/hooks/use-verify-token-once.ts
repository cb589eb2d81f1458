import { useEffect, useRef, useState } from 'react';
import { verifyEmailToken } from '../api/verify-email';

/** `already-verified`: the link was used before; shown as a success (issue 19). */
export type VerifyStatus = 'pending' | 'verifying' | 'success' | 'already-verified' | 'error';

/**
 * Verifies the link's token exactly once (spec 4): a token is single use, so a second call (React
 * StrictMode runs effects twice in development) would turn a success into an error. The ref
 * survives the double run; the answer is applied even if the first run was "cleaned up".
 */
export const useVerifyTokenOnce = (token: string | null, onVerified: () => void) => {
  const started = useRef<string | null>(null);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });
  const [status, setStatus] = useState<VerifyStatus>(token ? 'verifying' : 'pending');
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setStatus('verifying');
    void verifyEmailToken(token).then((outcome) => {
      setStatus(outcome.ok ? (outcome.kind === 'verified' ? 'success' : 'already-verified') : 'error');
      setMessage(outcome.message);
      if (outcome.ok) onVerifiedRef.current();
    });
  }, [token]);

  return { status, message, setMessage };
};

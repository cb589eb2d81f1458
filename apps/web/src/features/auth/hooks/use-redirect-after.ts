import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `ms` once `when` is true (spec 9: 3 s after a reset or a verification). */
export const useRedirectAfter = (when: boolean, to: string, ms: number) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => void navigate(to), ms);
    return () => window.clearTimeout(timer);
  }, [when, to, ms, navigate]);
};

import { TOAST_MS } from '@app/contract';
import { useEffect, useRef } from 'react';
import { Alert } from './alert';

/**
 * A success message in the corner that leaves by itself after `durationMs` (admin spec 9: 5 s,
 * TOAST_MS).
 * The caller owns the text; `onDone` clears it.
 */
export const Toast = ({
  message,
  onDone,
  durationMs = TOAST_MS,
}: {
  message: string | null;
  onDone: () => void;
  durationMs?: number;
}) => {
  // The latest onDone, so a re-render of the caller does not restart the clock.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => done.current(), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  if (!message) return null;
  return (
    <Alert tone="success" className="fixed top-20 right-4 z-50 shadow-xl">
      {message}
    </Alert>
  );
};

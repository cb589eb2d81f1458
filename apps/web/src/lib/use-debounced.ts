import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delayMs` (searches wait 500 ms, admin 2). */
export const useDebounced = <T>(value: T, delayMs = 500): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

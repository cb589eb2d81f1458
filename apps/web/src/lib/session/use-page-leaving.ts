import { useEffect, useRef, type RefObject } from 'react';

/** A page still alive this long after 'beforeunload' was not left after all (a cancelled navigation). */
const STILL_HERE_AFTER_MS = 2_000;

/**
 * `true` while the page is being left (reload, typed URL, closing). Requests are aborted then,
 * and their failures say nothing about the session. When the page stays after all (a cancelled
 * navigation, or a return from the back-forward cache), `onStayed` runs.
 */
export const usePageLeaving = (onStayed: () => void): RefObject<boolean> => {
  const leaving = useRef(false);
  const onStayedRef = useRef(onStayed);
  useEffect(() => {
    onStayedRef.current = onStayed;
  });

  useEffect(() => {
    let timer = 0;
    const stayed = () => {
      leaving.current = false;
      onStayedRef.current();
    };
    const markLeaving = () => {
      leaving.current = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(stayed, STILL_HERE_AFTER_MS);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) stayed();
    };
    window.addEventListener('beforeunload', markLeaving);
    window.addEventListener('pagehide', markLeaving);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('beforeunload', markLeaving);
      window.removeEventListener('pagehide', markLeaving);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  return leaving;
};

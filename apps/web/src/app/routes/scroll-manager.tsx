import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const MAX_FRAMES = 60;

/**
 * Hash links (/#earn) scroll to their anchor, also when the anchor's page is still rendering;
 * other new pages start at the top. Back and forward keep the browser's own position.
 */
export const ScrollManager = () => {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (++frame < MAX_FRAMES) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash, key, navigationType]);

  return null;
};

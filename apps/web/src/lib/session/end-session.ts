import { apiBaseUrl } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

/**
 * POST /users/logout with the token being signed out (it is no longer stored when this runs).
 * keepalive: the call completes even when the page is left right after Sign Out. A failure is
 * ignored: the browser has already forgotten the token, and the session ends at its expiry.
 */
export const endServerSession = async (token: string): Promise<void> => {
  await fetch(apiBaseUrl + endpoints.logout.path, {
    method: endpoints.logout.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
    keepalive: true,
  }).catch(() => undefined);
};

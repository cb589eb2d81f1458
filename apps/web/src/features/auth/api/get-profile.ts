import { endpoints } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import type { SessionUser } from '../types';

/** GET /users/profile: the signed-in account, or null when the call fails for any reason. */
export const fetchProfile = async (): Promise<SessionUser | null> => {
  const result = await callEndpoint(endpoints.getProfile);
  return result.success ? result.data.user : null;
};

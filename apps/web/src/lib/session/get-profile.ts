import { callEndpoint } from '@/lib/api-client';
import type { ProfileAnswer } from './profile-check';
import { endpoints } from '@/lib/api-routes';

/** GET /users/profile: the signed-in account, or the failure's code and status. */
export const fetchProfile = async (): Promise<ProfileAnswer> => {
  const result = await callEndpoint(endpoints.getProfile);
  return result.success
    ? { ok: true, user: result.data.user }
    : { ok: false, code: result.code, status: result.status };
};

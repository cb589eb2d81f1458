import type { FastifyReply, FastifyRequest } from 'fastify';
import { readDeviceId } from './known-devices';

/** The device cookie: which browser signs in (with the address's network: known-devices.ts). */
export const DEVICE_COOKIE = 'device_id';
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The device id the browser sent, when it is one of ours in shape. */
export function deviceIdFromRequest(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return readDeviceId(value.join('='));
  }
  return undefined;
}

/**
 * Keeps the device id in the browser: HttpOnly (no script reads it), SameSite=Strict, only sent
 * to the sign-in calls, Secure when the app is served over HTTPS.
 */
export function setDeviceCookie(reply: FastifyReply, deviceId: string, https: boolean): void {
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${deviceId}; Path=/api/users/login; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`,
  );
}

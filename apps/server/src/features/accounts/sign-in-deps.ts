import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deviceIdFromRequest } from './device-cookie';
import type { SignInDeps } from './login';
import type { SessionMeta } from './sessions';

/** What a sign-in needs from the app (the first step in accounts, the second in two-factor). */
export const signInDeps = (app: FastifyInstance): SignInDeps => ({
  db: app.ctx.db,
  jwtKey: app.ctx.jwtKey,
  now: app.ctx.now,
  config: app.ctx.config,
  mail: app.ctx.mail,
  signInGate: app.signInGate,
});

/** The caller's address, browser and device cookie, as a session records them. */
export const signInMeta = (request: FastifyRequest): SessionMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  deviceId: deviceIdFromRequest(request),
});

// Accounts routes: sign-in and the session user (the accounts issue adds the rest here).
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { login } from './login';
import { toSessionUser } from './session-user';
import { usersRepository } from './users.repository';

export async function accountsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerEndpoint(app, endpoints.login, ({ body, request }) =>
    login({ db: ctx.db, jwtKey: ctx.jwtKey, now: ctx.now }, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    }),
  );

  registerEndpoint(app, endpoints.getProfile, async ({ requireAuth }) => {
    const user = await usersRepository.findById(ctx.db, requireAuth().userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return { user: toSessionUser(user, ctx.now()) };
  });
}

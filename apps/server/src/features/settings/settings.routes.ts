// Admin settings: read and change the stored platform settings (effective at once).
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { readSettings } from './settings.repository';
import { updateSettings } from './update-settings';

export async function settingsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerEndpoint(app, endpoints.getSettings, () => readSettings(ctx.db));

  // A fresh second-factor check first (step-up, ADR 0011).
  registerEndpoint(
    app,
    endpoints.updateSettings,
    async ({ body, requireAuth, request }) => {
      const settings = await updateSettings(ctx, body, { userId: requireAuth().userId, ip: request.ip });
      app.settingsCache.invalidate();
      return settings;
    },
    { stepUp: true },
  );
}

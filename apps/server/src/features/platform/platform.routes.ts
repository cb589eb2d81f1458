// GET /api/platform: what the web app needs from the server before anyone signs in (the product's
// name, APP_NAME, and the subscription's fee and period from the settings), so neither is baked
// into the web build. Public, and open during maintenance.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';

export async function platformRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerEndpoint(app, endpoints.platformInfo, async () => {
    const settings = await app.settingsCache.get();
    return {
      appName: ctx.config.appName,
      subscription: { fee: settings.subscriptionFee, periodDays: settings.subscriptionPeriodDays },
    };
  });
}

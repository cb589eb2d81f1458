// The withdrawal address book (issue 14, ADR 0012): list, add, rename, remove, confirm by link.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  addWalletAddress,
  confirmWalletAddress,
  listWalletAddresses,
  removeWalletAddress,
  renameWalletAddress,
} from './manage-wallet-addresses';
import { addAddressLimit, confirmLimit } from './rate-limits';
import type { WalletAddressDeps } from './wallet-address-deps';

export async function walletAddressesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const deps: WalletAddressDeps = {
    db: ctx.db,
    now: ctx.now,
    appUrl: ctx.config.appUrl,
    wakeMail: () => ctx.mail.wake(),
  };

  registerEndpoint(app, endpoints.listWalletAddresses, ({ requireAuth }) =>
    listWalletAddresses(deps, requireAuth().userId),
  );
  registerEndpoint(
    app,
    endpoints.addWalletAddress,
    async ({ requireAuth, body }) => {
      const { entry, linkSent } = await addWalletAddress(deps, requireAuth().userId, body);
      return answer(entry, {
        message: linkSent
          ? 'Address added. Confirm it with the link we e-mailed you; it can be used 24 hours after confirmation.'
          : 'This address is already in your address book.',
      });
    },
    addAddressLimit(ctx.config),
  );
  registerEndpoint(app, endpoints.renameWalletAddress, ({ requireAuth, params, body }) =>
    renameWalletAddress(deps, requireAuth().userId, params.id, body.name),
  );
  registerEndpoint(app, endpoints.removeWalletAddress, async ({ requireAuth, params }) => {
    await removeWalletAddress(deps, requireAuth().userId, params.id);
    return answer(null, { message: 'Address removed.' });
  });
  registerEndpoint(
    app,
    endpoints.confirmWalletAddress,
    async ({ body }) =>
      answer(await confirmWalletAddress(deps, body.token), {
        message: 'Address confirmed. It can be used for withdrawals 24 hours from now.',
      }),
    confirmLimit(ctx.config),
  );
}

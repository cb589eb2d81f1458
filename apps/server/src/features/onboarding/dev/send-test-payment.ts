import type { Hex } from 'viem';
import { getAddress } from 'viem';
import type { HDKey } from 'viem/accounts';
import { AppError } from '../../../http/app-error';
import { parseUsdt, sendUsdt } from '../../../infra/chain';
import type { Db } from '../../../infra/db/client';
import type { DevServicesInfo } from '../../../infra/dev-services';
import { usersRepository } from '../../users';
import { readSetting } from '../../settings';
import { ensureDepositAddress } from '../deposit-address';

export interface TestPaymentDeps {
  db: Db;
  devChain: NonNullable<DevServicesInfo['chain']>;
  depositKey: () => HDKey | string | undefined;
}

// One sender key: transfers go one at a time, so two never take the same nonce.
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const result = queue.then(work, work);
  queue = result.catch(() => undefined);
  return result;
};

/**
 * Dev mode only: a real USDT transfer on the local node from the dev funder to the member's
 * deposit address (the fee when no amount is given). The watcher then sees it like any payment.
 */
export async function sendTestPayment(deps: TestPaymentDeps, userId: string, amount: string | undefined) {
  const user = await usersRepository.findById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const to = await ensureDepositAddress(deps.db, user, deps.depositKey());
  if (!to) throw new AppError('WALLET_CREATION_FAILED');
  const usdt = amount ?? (await readSetting(deps.db, 'subscriptionFee'));
  const mined = await oneAtATime(() =>
    sendUsdt({
      rpcUrl: deps.devChain.rpcUrl,
      token: deps.devChain.token,
      to: getAddress(to),
      amount: parseUsdt(usdt),
      senderKey: deps.devChain.funderKey as Hex,
    }),
  );
  return { txHash: mined.txHash, blockNumber: Number(mined.blockNumber), amount: usdt, to };
}

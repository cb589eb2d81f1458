import type { HDKey } from 'viem/accounts';
import { AppError } from '../../http/app-error';
import { safeHead, scanUsdtTransfers } from '../../infra/chain';
import type { Db } from '../../infra/db/client';
import { isDatabaseUnavailable } from '../../infra/db/pg-errors';
import { usersRepository } from '../users';
import { ChainReadError, type DepositChain, lagOf, readChain } from './deposit-chain';
import { ensureDepositAddress } from './deposit-address';
import { readSubscriptionStatus, type SubscriptionStatus } from './subscription/subscription-status';
import { creditSettledTransfers } from './watcher/credit-settled-transfers';
import { loadDepositOwners } from './watcher/deposit-owners';
import { storeTransfers } from './watcher/store-transfers';
import type { SubscriptionPaidHook } from './subscription-events';

/** A refresh reads the latest this many settled blocks (the watcher covers anything older). */
export const REFRESH_MAX_BLOCKS = 5000n;

export interface RefreshDeps {
  db: Db;
  chain: DepositChain | null;
  depositKey: () => HDKey | string | undefined;
  now: () => Date;
  subscriptionPaid: SubscriptionPaidHook;
  appUrl: string;
  log?: { error(obj: object, msg: string): void };
  mail?: { wake(): void };
}

/**
 * `GET /users/refresh-subscription`: reads the member's own deposit address on the chain at once
 * (the latest settled blocks), stores and credits what it finds like the watcher does, then
 * answers the subscription status. A transfer that cannot be credited is set aside as the watcher
 * does, and the status is answered all the same. Failures say what failed: the chain node
 * (SERVICE_UNAVAILABLE, "the chain node could not be read") or the database (SERVICE_UNAVAILABLE,
 * "the database could not be reached"); anything else is the error handler's 500.
 */
export async function refreshSubscription(deps: RefreshDeps, userId: string): Promise<SubscriptionStatus> {
  const user = await usersRepository.findById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const address = await ensureDepositAddress(deps.db, user, deps.depositKey());
  if (deps.chain && address) {
    try {
      await scanOwnAddress({ ...deps, chain: deps.chain }, userId);
    } catch (error) {
      if (error instanceof ChainReadError)
        throw new AppError('SERVICE_UNAVAILABLE', { detail: error.message });
      if (isDatabaseUnavailable(error)) {
        throw new AppError('SERVICE_UNAVAILABLE', { detail: 'the database could not be reached' });
      }
      throw error;
    }
  }
  return readSubscriptionStatus(deps.db, userId, deps.now());
}

async function scanOwnAddress(deps: RefreshDeps & { chain: DepositChain }, userId: string) {
  const { db, chain } = deps;
  const chainId = await readChain(() => chain.chainId());
  const head = await readChain(() => safeHead(chain.client, lagOf(chain)));
  const owners = await loadDepositOwners(db, userId);
  // The latest settled blocks, whatever the watcher's cursor says: this covers blocks it has not
  // read yet, and reads again (harmlessly) what it has.
  const to = head.blockNumber;
  const from = to >= REFRESH_MAX_BLOCKS ? to - REFRESH_MAX_BLOCKS + 1n : 0n;
  if (owners.size > 0) {
    const transfers = await readChain(() =>
      scanUsdtTransfers({
        client: chain.client,
        token: chain.token,
        fromBlock: from,
        toBlock: to,
        addresses: [...owners.keys()] as `0x${string}`[],
        maxRange: chain.maxRange,
      }),
    );
    await storeTransfers(db, { chainId, token: chain.token, transfers, owners, now: deps.now() });
  }
  await creditSettledTransfers(deps, { chainId, settledBlock: to, userId });
}

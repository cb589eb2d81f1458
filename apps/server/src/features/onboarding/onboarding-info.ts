import { BSC_USDT_CONTRACT, SUBSCRIPTION_NETWORK } from '@app/contract';
import type { HDKey } from 'viem/accounts';
import { AppError } from '../../http/app-error';
import { formatUsdt } from '../../infra/chain';
import type { Db } from '../../infra/db/client';
import type { DevServicesInfo } from '../../infra/dev-services';
import { usersRepository } from '../users';
import { readSetting } from '../settings';
import { DEFAULT_CONFIRMATIONS, type DepositChain } from './deposit-chain';
import { ensureDepositAddress } from './deposit-address';
import { depositTotals } from './subscription/apply-payments';

export interface OnboardingInfoDeps {
  db: Db;
  chain: DepositChain | null;
  depositKey: () => HDKey | string | undefined;
  dev: DevServicesInfo | undefined;
}

/**
 * What the onboarding screen shows besides the profile: where and how much to pay, dev mode, and
 * what the member's deposits came to so far (the profile shows that too).
 */
export async function onboardingInfo(deps: OnboardingInfoDeps, userId: string) {
  const user = await usersRepository.findById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const walletAddress = await ensureDepositAddress(deps.db, user, deps.depositKey());
  const totals = await depositTotals(deps.db, userId);
  return {
    walletAddress,
    fee: await readSetting(deps.db, 'subscriptionFee'),
    network: SUBSCRIPTION_NETWORK,
    usdtContract: deps.chain?.token ?? BSC_USDT_CONTRACT,
    confirmations: deps.chain?.confirmations ?? DEFAULT_CONFIRMATIONS,
    periodDays: await readSetting(deps.db, 'subscriptionPeriodDays'),
    devMode: deps.dev?.chain !== undefined,
    exchangeRules: deps.dev?.exchangeRules ? [...deps.dev.exchangeRules] : null,
    deposits: {
      received: formatUsdt(totals.credited),
      credit: formatUsdt(totals.credit),
      refunded: formatUsdt(totals.refunded),
    },
  };
}

import { type DataOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminDashboardKeys } from './admin-dashboard-keys';
import { endpoints } from '@/lib/api-routes';

export type PayoutWalletStatus = DataOf<typeof endpoints.payoutWallet>;

/** GET /admin/payout-wallet: the payout wallet's address, USDT and BNB against the thresholds, limits. */
export const payoutWalletQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.payoutWallet(),
    queryFn: () => fetchOrThrow(endpoints.payoutWallet),
  });

export const usePayoutWallet = () => useQuery(payoutWalletQueryOptions());

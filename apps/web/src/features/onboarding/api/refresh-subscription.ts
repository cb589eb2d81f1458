import { type DataOf } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { refreshFailureText, type CallOutcome } from '../lib/call-outcome';
import { endpoints } from '@/lib/api-routes';

export type SubscriptionStatus = DataOf<typeof endpoints.refreshSubscription>;

/** GET /users/refresh-subscription: the server reads the deposit address on the chain now. */
export const refreshSubscription = async (): Promise<CallOutcome<SubscriptionStatus>> => {
  try {
    const result = await callEndpoint(endpoints.refreshSubscription);
    return result.success
      ? { ok: true, data: result.data, message: result.message }
      : { ok: false, message: refreshFailureText(result) };
  } catch {
    return { ok: false, message: refreshFailureText(null) };
  }
};

export const useRefreshSubscription = () => useMutation({ mutationFn: refreshSubscription });

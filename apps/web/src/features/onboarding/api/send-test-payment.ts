import { errorText, type DataOf } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { CallOutcome } from '../lib/call-outcome';
import { endpoints } from '@/lib/api-routes';

/** English, as the contract's texts travel: `Alert` shows it in the chosen language (member's `onboarding.dev.paymentFailed`). */
const PAYMENT_FAILED = 'The test payment could not be sent.';

export type TestPayment = DataOf<typeof endpoints.devTestPayment>;

/** POST /dev/test-payment (dev mode only): a real test USDT transfer to the member's address. */
export const sendTestPayment = async (): Promise<CallOutcome<TestPayment>> => {
  try {
    const result = await callEndpoint(endpoints.devTestPayment, { body: {} });
    return result.success
      ? { ok: true, data: result.data, message: result.message }
      : { ok: false, message: errorText(result.code, PAYMENT_FAILED) };
  } catch {
    return { ok: false, message: PAYMENT_FAILED };
  }
};

export const useSendTestPayment = () => useMutation({ mutationFn: sendTestPayment });

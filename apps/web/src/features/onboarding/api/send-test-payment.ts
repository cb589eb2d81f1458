import { errorText, type DataOf } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import type { CallOutcome } from '../lib/call-outcome';
import { onboardingTexts } from '../content/onboarding-texts';
import { endpoints } from '@/lib/api-routes';

export type TestPayment = DataOf<typeof endpoints.devTestPayment>;

/** POST /dev/test-payment (dev mode only): a real test USDT transfer to the member's address. */
export const sendTestPayment = async (): Promise<CallOutcome<TestPayment>> => {
  try {
    const result = await callEndpoint(endpoints.devTestPayment, { body: {} });
    return result.success
      ? { ok: true, data: result.data, message: result.message }
      : { ok: false, message: errorText(result.code, onboardingTexts.dev.paymentFailed) };
  } catch {
    return { ok: false, message: onboardingTexts.dev.paymentFailed };
  }
};

export const useSendTestPayment = () => useMutation({ mutationFn: sendTestPayment });

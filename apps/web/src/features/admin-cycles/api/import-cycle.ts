import { type BodyOf } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type ApiFailure } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

/** The message of a refusal, with the first field error when there is one. */
const failureText = (failure: ApiFailure) => {
  const detail = failure.data?.errors?.[0]?.message;
  return detail ? `${failure.message} ${detail}` : failure.message;
};

/** Calls a cycle endpoint; a refusal throws an Error with the text the form shows. */
const orThrow = async <T>(call: Promise<{ success: true; data: T } | ApiFailure>): Promise<T> => {
  const result = await call;
  if (!result.success) throw new Error(failureText(result));
  return result.data;
};

/** POST /rewards/admin/cycles/preview: what an import would pay, before anything is paid. */
export const usePreviewCycle = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.previewRewardCycle>) =>
      orThrow(callEndpoint(endpoints.previewRewardCycle, { body })),
  });

/** POST /rewards/admin/cycles: starts the cycle the admin confirmed. */
export const useImportCycle = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.importRewardCycle>) =>
      orThrow(callEndpoint(endpoints.importRewardCycle, { body })),
  });

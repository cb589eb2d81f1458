import { memberTexts } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { linkFailureText, type CallOutcome } from '../lib/call-outcome';
import { endpoints } from '@/lib/api-routes';

/** PUT /users/bingx-uid: the server checks the UID with the exchange and links it once. */
export const linkExchangeUid = async (bingXUID: string): Promise<CallOutcome<{ bingXUID: string }>> => {
  try {
    const result = await callEndpoint(endpoints.linkExchangeUid, { body: { bingXUID } });
    return result.success
      ? { ok: true, data: result.data, message: result.message }
      : { ok: false, message: linkFailureText(result) };
  } catch {
    return { ok: false, message: memberTexts.linkUid.exception };
  }
};

export const useLinkExchangeUid = () => useMutation({ mutationFn: linkExchangeUid });

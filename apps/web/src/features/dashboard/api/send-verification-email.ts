import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { resendText } from '../lib/resend-text';
import { endpoints } from '@/lib/api-routes';

/** POST /users/send-verification-email for the signed-in account; resolves to the banner's text. */
export const sendVerificationEmail = async () =>
  resendText(await callEndpoint(endpoints.sendVerificationEmail, { body: {} }).catch(() => null));

export const useSendVerificationEmail = () => useMutation({ mutationFn: sendVerificationEmail });

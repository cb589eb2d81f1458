import { setLanguage } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import type { Language } from './languages';

/**
 * PUT /users/language: the signed-in account keeps the choice (its e-mails follow it). Loaded only
 * when a signed-in member switches; a failure leaves the choice in this browser.
 */
export const saveAccountLanguage = async (language: Language): Promise<boolean> => {
  const result = await callEndpoint(setLanguage, { body: { language } });
  return result.success;
};

import { z } from 'zod';

/**
 * The languages of the product (issue 17): English (the spec's texts, the default), Spanish,
 * Vietnamese and Indonesian. The account's choice is `users.language`; e-mails follow it.
 */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'vi', 'id'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const languageMessages = {
  unsupported: `Language must be one of: ${SUPPORTED_LANGUAGES.join(', ')}`,
} as const;

export const languageSchema = z.enum(SUPPORTED_LANGUAGES, { error: languageMessages.unsupported });

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** `PUT /users/language`. */
export const setLanguagePayloadSchema = z.strictObject({ language: languageSchema });
export type SetLanguagePayload = z.input<typeof setLanguagePayloadSchema>;

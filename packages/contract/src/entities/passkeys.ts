import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common';

/** One of the account's passkeys as `/profile` lists it; never its key. */
export const passkeySchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** How the browser can reach the authenticator (`internal`, `usb`, `hybrid`, ...). */
  transports: z.array(z.string()),
  createdAt: dateTimeSchema,
  lastUsedAt: dateTimeSchema.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * The options of a WebAuthn ceremony as `@simplewebauthn/server` writes them
 * (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON), handed to the browser's
 * `startRegistration` / `startAuthentication` as they are. Their challenge is single-use and
 * expires in 5 minutes.
 */
export const passkeyOptionsSchema = z.object({
  options: z.looseObject({ challenge: z.string() }),
});

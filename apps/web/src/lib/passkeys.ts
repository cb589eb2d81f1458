import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/*
 * The browser's passkey ceremonies (issue 14). @simplewebauthn/browser is loaded only when a
 * passkey is used, so it stays out of the landing page's first script.
 */

/** The browser's answer as JSON the contract's schema takes (its extension results a plain object). */
type Plain<T extends { clientExtensionResults: object }> = Omit<T, 'clientExtensionResults'> & {
  clientExtensionResults: Record<string, unknown>;
};

export type Ceremony<T> = { ok: true; value: T } | { ok: false; message: string };

const CANCELLED = 'The passkey request was cancelled or timed out. Please try again.';
const UNSUPPORTED = 'This browser does not support passkeys.';

const explain = (err: unknown): string => {
  const name = err instanceof Error ? err.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return CANCELLED;
  if (name === 'InvalidStateError') return 'This passkey is already registered on your account.';
  return err instanceof Error && err.message ? err.message : CANCELLED;
};

const browserLibrary = () => import('@simplewebauthn/browser');

export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** Asks the device to create a passkey for the server's registration options. */
export async function createPasskey(options: object): Promise<Ceremony<Plain<RegistrationResponseJSON>>> {
  if (!passkeysSupported()) return { ok: false, message: UNSUPPORTED };
  try {
    const { startRegistration } = await browserLibrary();
    const optionsJSON = options as PublicKeyCredentialCreationOptionsJSON;
    const value = await startRegistration({ optionsJSON });
    return { ok: true, value: { ...value, clientExtensionResults: { ...value.clientExtensionResults } } };
  } catch (err) {
    return { ok: false, message: explain(err) };
  }
}

/** Asks the device to sign the server's authentication options with one of its passkeys. */
export async function signWithPasskey(options: object): Promise<Ceremony<Plain<AuthenticationResponseJSON>>> {
  if (!passkeysSupported()) return { ok: false, message: UNSUPPORTED };
  try {
    const { startAuthentication } = await browserLibrary();
    const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
    const value = await startAuthentication({ optionsJSON });
    return { ok: true, value: { ...value, clientExtensionResults: { ...value.clientExtensionResults } } };
  } catch (err) {
    return { ok: false, message: explain(err) };
  }
}

import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { createPasskey } from '@/lib/passkeys';
import { act, type Outcome } from './security-actions';
import { twoFactorKeys } from './two-factor-keys';

/** GET /users/passkeys: the account's passkeys. */
export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.passkeys(),
    queryFn: () => fetchOrThrow(endpoints.listPasskeys, {}),
  });

export const usePasskeys = () => useQuery(passkeysQueryOptions());

/** Registration: the server's options, the device's new passkey, the server's check. */
export async function addPasskey(name: string): Promise<Outcome<unknown>> {
  const options = await act(endpoints.passkeyRegistrationOptions, { body: {} });
  if (!options.ok) return options;
  const created = await createPasskey(options.value.options);
  if (!created.ok) return created;
  return act(endpoints.registerPasskey, { body: { name, credential: created.value } });
}

export const renamePasskey = (id: string, name: string) =>
  act(endpoints.renamePasskey, { params: { id }, body: { name } });

export const removePasskey = (id: string, password: string) =>
  act(endpoints.removePasskey, { params: { id }, body: { password } });

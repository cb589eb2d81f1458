import { endpoints, type BodyOf, type DataOf, type Endpoint, type ParamsOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, fetchOrThrow } from '@/lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';

/** GET /wallet-addresses: the member's withdrawal address book (issue 14, ADR 0012). */
export const walletAddressesQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalKeys.addresses(),
    queryFn: () => fetchOrThrow(endpoints.listWalletAddresses, {}),
  });

export const useWalletAddresses = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...walletAddressesQueryOptions(), enabled: options.enabled ?? true });

export type Outcome<T> = { ok: true; value: T; message: string } | { ok: false; message: string };

/** An action of the address book: the server's message, or its refusal (a field's message first). */
async function act<E extends Endpoint>(
  endpoint: E,
  input: { body?: BodyOf<E>; params?: ParamsOf<E> },
): Promise<Outcome<DataOf<E>>> {
  try {
    const result = await callEndpoint(endpoint, input);
    if (result.success) return { ok: true, value: result.data, message: result.message };
    const field = result.code === 'VALIDATION_ERROR' ? result.data?.errors?.[0]?.message : undefined;
    return { ok: false, message: field ?? result.error ?? result.message };
  } catch {
    return { ok: false, message: 'An unexpected error occurred. Please try again.' };
  }
}

export const addWalletAddress = (walletAddress: string, name: string) =>
  act(endpoints.addWalletAddress, { body: { walletAddress, name } });
export const renameWalletAddress = (id: string, name: string) =>
  act(endpoints.renameWalletAddress, { params: { id }, body: { name } });
export const removeWalletAddress = (id: string) => act(endpoints.removeWalletAddress, { params: { id } });
export const confirmWalletAddress = (token: string) =>
  act(endpoints.confirmWalletAddress, { body: { token } });

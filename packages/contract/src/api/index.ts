import type { Endpoint } from '../endpoint';
import * as accounts from './accounts';
import * as adjustments from './adjustments';
import * as admin from './admin';
import * as deposits from './deposits';
import * as live from './live';
import * as network from './network';
import * as onboarding from './onboarding';
import * as passkeys from './passkeys';
import * as rewards from './rewards';
import * as security from './security';
import * as system from './system';
import * as walletAddresses from './wallet-addresses';
import * as withdrawals from './withdrawals';

export * from './accounts';
export * from './adjustments';
export * from './admin';
export * from './deposits';
export * from './live';
export * from './network';
export * from './onboarding';
export * from './passkeys';
export * from './rewards';
export * from './security';
export * from './system';
export * from './wallet-addresses';
export * from './withdrawals';
export * from './common';
export * from './exports';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;

const collect = <M extends Record<string, unknown>>(module: M) =>
  Object.fromEntries(Object.entries(module).filter(([, v]) => isEndpoint(v))) as {
    [K in keyof M as M[K] extends Endpoint ? K : never]: M[K];
  };

/** Every call of the API by name: the server registers a route per entry, the web calls them. */
export const endpoints = {
  ...collect(system),
  ...collect(accounts),
  ...collect(security),
  ...collect(passkeys),
  ...collect(onboarding),
  ...collect(network),
  ...collect(rewards),
  ...collect(withdrawals),
  ...collect(walletAddresses),
  ...collect(admin),
  ...collect(deposits),
  ...collect(adjustments),
  ...collect(live),
};
export type EndpointName = keyof typeof endpoints;

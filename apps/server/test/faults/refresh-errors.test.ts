import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assignDepositAddress } from '../../src/features/onboarding/deposit-address';
import { connectDatabase } from '../../src/infra/db/client';
import { devXpubFromMnemonic, parseUsdt, sendUsdt } from '../../src/infra/chain';
import { startRpcProxy, type RpcOverride } from '../chain/rpc-proxy';
import { startTokenChain } from '../chain/token-chain';
import { createAppOn, type TestApp } from '../support/create-test-app';
import { createTestDatabase } from '../support/test-database';
import { createMember, type TestUser } from '../support/users';
import { startCuttableProxy } from './support/cuttable-proxy';

// The member's refresh says what failed (issue 12): the chain node and the database each reach
// the app through a proxy the test controls, and each fails halfway through a real refresh.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let chain: Awaited<ReturnType<typeof startTokenChain>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let databaseProxy: Awaited<ReturnType<typeof startCuttableProxy>>;
let rpc: Awaited<ReturnType<typeof startRpcProxy>>;
let t: TestApp;
/** What the node proxy does with the next eth_getLogs call. */
let onGetLogs: () => RpcOverride | undefined = () => undefined;
let member: TestUser & { address: Address };

beforeAll(async () => {
  chain = await startTokenChain();
  database = await createTestDatabase();
  databaseProxy = await startCuttableProxy(database.url);
  const proxied = new URL(database.url);
  proxied.port = new URL(databaseProxy.url).port;
  rpc = await startRpcProxy(chain.chain.rpcUrl, (call) =>
    call.method === 'eth_getLogs' ? onGetLogs() : undefined,
  );
  // A pooled connection cut by the proxy must not crash the test process.
  const connection = connectDatabase(proxied.toString(), { maxConnections: 5, onError: () => {} });
  t = await createAppOn(
    { url: proxied.toString(), connection },
    {
      env: {
        BSC_RPC_URL: rpc.url,
        USDT_CONTRACT: chain.token,
        DEPOSIT_XPUB: devXpubFromMnemonic(),
        CHAIN_CONFIRMATIONS: '1',
      },
    },
  );
  const created = await createMember(t, { onboarded: false });
  const address = await t.db.transaction((tx) => assignDepositAddress(tx, created.id, t.config.depositXpub));
  member = { ...created, address: address as Address };
  await sendUsdt({
    rpcUrl: chain.chain.rpcUrl,
    token: chain.token,
    to: member.address,
    amount: parseUsdt('10'),
    senderKey: chain.payerKey,
  });
});
afterAll(async () => {
  await t?.close();
  await rpc?.close();
  await databaseProxy?.close();
  await database?.drop();
  await chain?.chain.stop();
});

const refresh = () => t.get('/api/users/refresh-subscription', { token: member.token });

describe('GET /users/refresh-subscription when something fails', () => {
  it('says the chain node could not be read when the node fails', async () => {
    onGetLogs = () => ({ error: { code: -32000, message: 'node on fire' } });
    const res = await refresh();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, message: 'SERVICE_UNAVAILABLE' });
    expect(res.body.error).toMatch(/^the chain node could not be read: /);
  });

  it('says the database could not be reached when the database goes away mid-refresh, not the chain', async () => {
    // The node answers; the database is cut while the node is being read.
    onGetLogs = () => {
      void databaseProxy.cut();
      return undefined;
    };
    try {
      const res = await refresh();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        message: 'SERVICE_UNAVAILABLE',
        error: 'the database could not be reached',
      });
    } finally {
      onGetLogs = () => undefined;
      await databaseProxy.restore();
    }
  });

  it('credits the payment once both are back', async () => {
    const res = await refresh();
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ paid: true, received: '10', credit: '0' });
  });
});

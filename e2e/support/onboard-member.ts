import { expect, type APIRequestContext } from '@playwright/test';

/**
 * An exchange UID the browser-test server's exchange simulator accepts (8-12 digits, not ending
 * in 1-4: see its rules on /onboarding), different for every call.
 */
export const eligibleExchangeUid = () => `7${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}0`;

/**
 * Onboards a member for real through the embedded default (no BSC_RPC_URL, no BINGX_BASE_URL in
 * the browser tests): a test USDT payment on the local chain, the subscription refreshed until
 * the watcher credited it, and an eligible UID linked. Member pages open afterwards.
 */
export const onboardMember = async (api: APIRequestContext, token: string, uid = eligibleExchangeUid()) => {
  const headers = { authorization: `Bearer ${token}` };
  const payment = await api.post('/api/dev/test-payment', { headers, data: {} });
  expect(payment.ok(), `test payment: ${await payment.text()}`).toBe(true);
  await expect
    .poll(async () => {
      const refresh = await api.get('/api/users/refresh-subscription', { headers });
      return ((await refresh.json()) as { data?: { paid?: boolean } | null }).data?.paid;
    })
    .toBe(true);
  const linked = await api.put('/api/users/bingx-uid', { headers, data: { bingXUID: uid } });
  expect(linked.ok(), `link UID ${uid}: ${await linked.text()}`).toBe(true);
  return uid;
};

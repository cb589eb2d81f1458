import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { createExchangeClient, type ExchangeClient, startExchangeSimulator } from '../infra/exchange';

/**
 * The embedded default has no exchange account: a local simulator (the one the server runs)
 * with the members' linked UIDs made known to it, so that its commission listing covers them.
 */
export async function localExchange(db: Db): Promise<{ client: ExchangeClient; stop: () => Promise<void> }> {
  const credentials = { apiKey: randomBytes(16).toString('hex'), apiSecret: randomBytes(32).toString('hex') };
  const simulator = await startExchangeSimulator({ ...credentials, rateLimitPerSecond: 1000 });
  const linked = await db.execute<{ uid: string }>(
    sql`SELECT bingx_uid AS uid FROM users WHERE bingx_uid IS NOT NULL`,
  );
  for (const { uid } of linked.rows) {
    const account = simulator.state.account(uid);
    if (account?.invited) simulator.state.setAccount(uid, {});
  }
  return {
    client: createExchangeClient({ baseUrl: simulator.url, ...credentials, pageDelayMs: 0 }),
    stop: () => simulator.stop(),
  };
}

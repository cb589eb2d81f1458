import type { Tx } from '../../infra/db/client';

/**
 * "A member paid a subscription period": emitted by the subscription crediting inside the very
 * transaction that records the period, so a handler's writes (DIRECT rewards) commit or roll back
 * with it. The rewards feature registers its handler from its plugin; with none registered the
 * event does nothing.
 */
export interface SubscriptionPaidEvent {
  /** users.id of the member who paid. */
  userId: string;
  /** 1 for the member's first paid period, then 2, 3, ... (the reward's `cycle`). */
  periodNumber: number;
  /** The fee this period cost, as an exact decimal string in USDT ('10'). */
  feeAmount: string;
}

export type SubscriptionPaidHandler = (tx: Tx, event: SubscriptionPaidEvent) => Promise<void>;

const handlers = new Set<SubscriptionPaidHandler>();

/** Registers a handler; returns a function that removes it (tests, app close). */
export function onSubscriptionPaid(handler: SubscriptionPaidHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Runs every handler in order, in the caller's transaction; a handler's error aborts the credit. */
export async function emitSubscriptionPaid(tx: Tx, event: SubscriptionPaidEvent): Promise<void> {
  for (const handler of handlers) await handler(tx, event);
}

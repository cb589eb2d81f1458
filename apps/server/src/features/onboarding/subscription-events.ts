import type { Tx } from '../../infra/db/client';

/**
 * "A member paid a subscription period": emitted by the subscription crediting inside the very
 * transaction that records the period, so a handler's writes (DIRECT rewards) commit or roll back
 * with it. One hook per app (`app.subscriptionPaid`, made where the app is assembled); the rewards
 * plugin registers its handler on it. With no handler the event does nothing.
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

export interface SubscriptionPaidHook {
  /** Registers a handler; returns a function that removes it. The same function registers once. */
  on(handler: SubscriptionPaidHandler): () => void;
  /** Runs every handler in order, in the caller's transaction; a handler's error aborts the credit. */
  emit(tx: Tx, event: SubscriptionPaidEvent): Promise<void>;
}

export function createSubscriptionPaidHook(): SubscriptionPaidHook {
  const handlers = new Set<SubscriptionPaidHandler>();
  return {
    on(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async emit(tx, event) {
      for (const handler of handlers) await handler(tx, event);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** "A member paid a subscription period" (onboarding emits, rewards pays DIRECT rewards). */
    subscriptionPaid: SubscriptionPaidHook;
  }
}

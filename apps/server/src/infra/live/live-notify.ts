import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * Live updates travel between instances through PostgreSQL `NOTIFY` on this channel (ADR 0015):
 * a change notifies inside its own transaction, so the notification leaves at commit (and never
 * for a change that rolled back); every instance LISTENs (live-listener.ts) and pushes the event
 * to its open streams.
 */
export const LIVE_CHANNEL = 'live_events';

/**
 * What travels: a kind and whom it concerns, never amounts, addresses or anything secret
 * (`pg_notify` payloads are visible to every session that listens on the channel). Short keys:
 * the payload limit is 8000 bytes and a cycle may notify once per cycle, not per member.
 */
export type LiveNotice =
  /** A member's deposit was credited. `u`: users.id. */
  | { k: 'payment'; u: string }
  /** A member's withdrawal was decided or its payout moved. */
  | { k: 'withdrawal'; u: string }
  /** Rewards were paid to a member (DIRECT rewards of a downline's subscription). */
  | { k: 'rewards'; u: string }
  /** A DOWNLINE cycle paid: each instance asks which of its connected members it paid. `n`: cycle number. */
  | { k: 'cycle'; n: number }
  /** A withdrawal was requested or left PENDING: the administrators' pending count changed. */
  | { k: 'pending' };

/** Queues the notice in the caller's transaction (or sends it at once outside one). */
export async function notifyLive(db: DbOrTx, notice: LiveNotice): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A notification's payload as a notice, or null when it is not one (anything may NOTIFY). */
export function parseLiveNotice(payload: string | undefined): LiveNotice | null {
  if (!payload || payload.length > 1000) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  switch (v.k) {
    case 'payment':
    case 'withdrawal':
    case 'rewards':
      return typeof v.u === 'string' && UUID.test(v.u) ? { k: v.k, u: v.u } : null;
    case 'cycle':
      return typeof v.n === 'number' && Number.isInteger(v.n) && v.n > 0 ? { k: 'cycle', n: v.n } : null;
    case 'pending':
      return { k: 'pending' };
    default:
      return null;
  }
}

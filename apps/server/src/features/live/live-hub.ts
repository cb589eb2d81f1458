import type { LiveEventKind } from '@app/contract';
import type { Db } from '../../infra/db/client';
import type { LiveListener } from '../../infra/live/live-listener';
import type { LiveNotice } from '../../infra/live/live-notify';
import { membersPaidByCycle } from '../rewards';
import { liveSessions, type StreamOwner } from './stream-tickets';

/** One open event stream of this instance. */
export interface OpenStream {
  owner: StreamOwner;
  send(kind: LiveEventKind): void;
  /** Ends the stream (its session ended); the client's polling and reconnection take over. */
  close(): void;
}

export interface LiveHubDeps {
  db: Db;
  now: () => Date;
  /** The instance's database listener; null without a database URL (then no stream opens). */
  listener: Pick<LiveListener, 'subscribe'> | null;
  log: { warn(obj: object, msg: string): void };
  /** How often open streams' sessions are checked (sign-out, password change, status change). */
  sweepEveryMs: number;
}

const MEMBER_EVENT = {
  payment: 'payment-credited',
  withdrawal: 'withdrawal-updated',
  rewards: 'rewards-credited',
} as const satisfies Record<string, LiveEventKind>;

/**
 * The streams this instance holds, by member, and what a notice from the database means for them
 * (ADR 0015): a member's event reaches that member's streams only, the pending count only
 * administrators' streams, a cycle the members it paid (asked in one query over the members
 * connected here). Every `sweepEveryMs`, streams whose session ended are closed, in one query.
 */
export function createLiveHub(deps: LiveHubDeps) {
  const byUser = new Map<string, Set<OpenStream>>();
  const admins = new Set<OpenStream>();
  let sweepTimer: NodeJS.Timeout | null = null;
  let unsubscribe: (() => void) | null = null;

  const every = () => [...byUser.values()].flatMap((set) => [...set]);
  const sendTo = (streams: Iterable<OpenStream>, kind: LiveEventKind) => {
    for (const stream of streams) stream.send(kind);
  };

  const onNotice = (notice: LiveNotice) => {
    switch (notice.k) {
      case 'payment':
      case 'withdrawal':
      case 'rewards':
        sendTo(byUser.get(notice.u) ?? [], MEMBER_EVENT[notice.k]);
        return;
      case 'pending':
        sendTo(admins, 'pending-withdrawals-changed');
        return;
      case 'cycle': {
        // Administrators earn no rewards: only members' streams are asked about.
        const members = [...byUser]
          .filter(([, streams]) => ![...streams].some((s) => s.owner.isAdmin))
          .map(([userId]) => userId);
        membersPaidByCycle(deps.db, notice.n, members)
          .then((paid) => {
            for (const userId of paid) sendTo(byUser.get(userId) ?? [], 'rewards-credited');
          })
          .catch((err: unknown) =>
            deps.log.warn({ err, cycle: notice.n }, 'live: cycle recipients not read'),
          );
        return;
      }
    }
  };

  const sweep = async () => {
    const streams = every();
    if (streams.length === 0) return;
    const now = deps.now();
    const live = await liveSessions(deps.db, [...new Set(streams.map((s) => s.owner.sessionId))], now);
    for (const stream of streams) if (!live.has(stream.owner.sessionId)) stream.close();
  };

  const remove = (stream: OpenStream) => {
    const set = byUser.get(stream.owner.userId);
    set?.delete(stream);
    if (set?.size === 0) byUser.delete(stream.owner.userId);
    admins.delete(stream);
    if (byUser.size === 0 && sweepTimer) {
      clearInterval(sweepTimer);
      sweepTimer = null;
    }
  };

  return {
    /** Registers an open stream; returns its removal (call it when the stream closes). */
    add(stream: OpenStream): () => void {
      unsubscribe ??= deps.listener?.subscribe(onNotice) ?? null;
      let set = byUser.get(stream.owner.userId);
      if (!set) byUser.set(stream.owner.userId, (set = new Set()));
      set.add(stream);
      if (stream.owner.isAdmin) admins.add(stream);
      if (!sweepTimer) {
        sweepTimer = setInterval(() => {
          sweep().catch((err: unknown) => deps.log.warn({ err }, 'live: session sweep failed'));
        }, deps.sweepEveryMs);
        sweepTimer.unref();
      }
      return () => remove(stream);
    },
    /** After the listener reconnected: events may be lost, every client refetches. */
    resync: () => sendTo(every(), 'resync'),
    /** Closes the streams whose session ended (the timer calls it; tests too). */
    sweep,
    /** How many streams are open here. */
    size: () => every().length,
    close() {
      if (sweepTimer) clearInterval(sweepTimer);
      sweepTimer = null;
      unsubscribe?.();
      for (const stream of every()) stream.close();
      byUser.clear();
      admins.clear();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

import { LIVE_EVENT_KINDS, type LiveEventKind, liveTicket } from '@app/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiBaseUrl, callEndpoint } from '../api-client';

/** What each event makes stale: the queries to refetch (`resync` refetches them all). */
export type LiveRules = Partial<Record<Exclude<LiveEventKind, 'resync'>, readonly QueryKey[]>>;

/** While the stream is down, the rules' queries are refetched this often. */
export const LIVE_POLL_MS = 5_000;
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Live updates (ADR 0015): a server-sent event stream (GET /events) whose events invalidate the
 * queries `rules` names, so the page refetches what changed. EventSource cannot send the bearer
 * token, so each connection first asks for a single-use ticket (POST /events/ticket). When the
 * stream drops, it is reopened with a new ticket after a growing pause, and meanwhile the rules'
 * queries are polled every LIVE_POLL_MS; every (re)connection refetches them once, for what was
 * missed. Use it in signed-in areas only (the landing page's script stays small).
 */
export const useLiveUpdates = (
  rules: LiveRules,
  options: { enabled?: boolean; onEvent?: (kind: LiveEventKind) => void } = {},
): { connected: boolean } => {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const latest = useRef({ rules, onEvent: options.onEvent });
  latest.current = { rules, onEvent: options.onEvent };
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const refetch = (kinds: readonly (keyof LiveRules)[]) => {
      for (const kind of kinds)
        for (const queryKey of latest.current.rules[kind] ?? [])
          void queryClient.invalidateQueries({ queryKey });
    };
    const refetchAll = () => refetch(Object.keys(latest.current.rules) as (keyof LiveRules)[]);

    const poll = setInterval(() => {
      if (source?.readyState !== EventSource.OPEN) refetchAll();
    }, LIVE_POLL_MS);

    const reconnectLater = () => {
      if (stopped) return;
      failures += 1;
      const pause = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** (failures - 1));
      retry = setTimeout(() => void connect(), pause);
    };

    const connect = async () => {
      const ticket = await callEndpoint(liveTicket);
      if (stopped) return;
      // A refused session is announced by the API client (the session ends, this unmounts).
      if (!ticket.success) return reconnectLater();
      const opened = new EventSource(`${apiBaseUrl}/events?ticket=${encodeURIComponent(ticket.data.ticket)}`);
      source = opened;
      opened.onopen = () => {
        failures = 0;
        setConnected(true);
        refetchAll();
      };
      // A ticket opens one stream: EventSource's own retry would be refused, so a new ticket is asked.
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        setConnected(false);
        reconnectLater();
      };
      const onEvent = (kind: LiveEventKind) => () => {
        if (kind === 'resync') refetchAll();
        else refetch([kind]);
        latest.current.onEvent?.(kind);
      };
      for (const kind of LIVE_EVENT_KINDS) opened.addEventListener(kind, onEvent(kind));
    };

    void connect();
    return () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retry);
      source?.close();
      setConnected(false);
    };
  }, [enabled, queryClient]);

  return { connected };
};

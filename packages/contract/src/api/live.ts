import { z } from 'zod';
import { type Access, defineEndpoint } from '../endpoint';

/**
 * Live updates (issue 17, ADR 0015): the server pushes small events over server-sent events and
 * the web app refetches what they name. An event carries its kind only: the data comes from the
 * usual calls, so an event never holds anything a member may not read anyway.
 */
const tag = 'live';

/**
 * What an event says happened:
 * - `payment-credited`: one of the member's deposits was credited (onboarding, step 1);
 * - `withdrawal-updated`: one of the member's withdrawals was decided, or its payout moved;
 * - `rewards-credited`: rewards were paid to the member (a cycle, or a downline's subscription);
 * - `pending-withdrawals-changed` (administrators): a withdrawal was requested or decided;
 * - `resync`: events may have been missed (the server lost its database listener for a while):
 *   refetch everything live.
 */
export const LIVE_EVENT_KINDS = [
  'payment-credited',
  'withdrawal-updated',
  'rewards-credited',
  'pending-withdrawals-changed',
  'resync',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The `data:` line of every event (the SSE `event:` field names the kind too). */
export const liveEventSchema = z.object({ kind: z.enum(LIVE_EVENT_KINDS) });
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Seconds a stream ticket can be used in; it opens one stream, once. */
export const LIVE_TICKET_SECONDS = 30;

export const liveTicket = defineEndpoint({
  method: 'POST',
  path: '/events/ticket',
  access: 'user',
  summary:
    'A single-use ticket that opens the live event stream (GET /events) for this session, valid 30 seconds',
  tag,
  body: z.strictObject({}),
  data: z.object({
    /** Opaque; only its hash is stored. */
    ticket: z.string(),
    expiresAt: z.string().meta({ description: 'ISO 8601 time after which the ticket is refused' }),
  }),
});

/**
 * The stream itself: `text/event-stream`, not the envelope (failures before it opens still come in
 * the envelope). EventSource cannot send an Authorization header, so the caller proves itself with
 * a ticket from `liveTicket` in the query: never the session token, which would end up in logs.
 */
export interface LiveStream {
  method: 'GET';
  path: string;
  access: Access;
  summary: string;
  tag: string;
  query: z.ZodObject;
}

export const liveStream = {
  method: 'GET',
  path: '/events',
  // No Bearer token (EventSource cannot send one): the ticket authenticates, checked by the route.
  access: 'public',
  summary: "The signed-in account's live events, as server-sent events (text/event-stream)",
  tag,
  query: z.strictObject({
    /** From POST /events/ticket; without one the answer is 401 AUTHENTICATION_REQUIRED. */
    ticket: z.string().max(200).optional(),
  }),
} as const satisfies LiveStream;

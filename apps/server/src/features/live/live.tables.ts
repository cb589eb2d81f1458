import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from '../accounts/accounts.tables';

/**
 * Tickets that open one live event stream each (ADR 0015). EventSource cannot send the bearer
 * token, and the token must not travel in a URL (logs, history): the web app trades it for a
 * ticket valid 30 seconds, used once. Only the SHA-256 of the ticket is kept. In the database,
 * not in memory, so the ticket works on whichever instance the stream's request reaches.
 */
export const liveStreamTickets = pgTable(
  'live_stream_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_stream_tickets_expires_idx').on(t.expiresAt)],
);

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { mailboxMessageSchema } from '../entities';
import { moneySchema } from '../money';
import { limitQuery } from './common';

/** Operations: health check and the development mailbox. */
const tag = 'system';

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness, database reachability, and whether the platform is under maintenance',
  tag,
  data: z.object({
    status: z.literal('ok'),
    database: z.enum(['up', 'down']),
    /** Maintenance mode is on: members are answered MAINTENANCE_MODE, the instance stays healthy. */
    maintenance: z.boolean(),
    version: z.string(),
    /**
     * Read replicas (DATABASE_READ_URL), in its order; only when it is set. A replica that is down
     * or lagging leaves the instance healthy: its reads go to the primary.
     */
    replicas: z
      .array(
        z.object({
          /** replica-1, replica-2, ... (addresses are not shown). */
          name: z.string(),
          /** starting: not checked yet; lagging: further behind than DATABASE_READ_MAX_LAG_MS. */
          state: z.enum(['starting', 'up', 'lagging', 'down']),
          /** How far behind the primary, in milliseconds, at most; null when unknown or down. */
          lagMs: z.number().int().nonnegative().nullable(),
        }),
      )
      .optional(),
  }),
});

export const platformInfo = defineEndpoint({
  method: 'GET',
  path: '/platform',
  access: 'public',
  summary: "The product's name and the subscription's fee and period, read by the web app at start",
  tag,
  data: z.object({
    /** APP_NAME, as the web app, the e-mails and their sender show it. */
    appName: z.string(),
    subscription: z.object({
      /** The fee in USDT (platform setting). */
      fee: moneySchema,
      /** Days one paid period lasts (platform setting); words: subscriptionPeriodText. */
      periodDays: z.number().int().positive(),
    }),
  }),
});

export const devMailbox = defineEndpoint({
  method: 'GET',
  path: '/dev/mailbox',
  access: 'public',
  summary: 'Outbox messages, newest first; exists only when no SMTP_URL is set',
  tag,
  query: z.strictObject({
    limit: limitQuery(50, 200),
    /** Only the messages to this address (any case). */
    to: z.string().trim().max(254).optional(),
  }),
  data: z.object({ messages: z.array(mailboxMessageSchema) }),
});

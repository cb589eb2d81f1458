import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { dateTimeSchema } from '../entities';
import { moneySchema } from '../money';
import { exchangeUidPayloadSchema } from '../validation/exchange-uid';

/** Onboarding: subscription payment status and the exchange account link (member section 7). */
const tag = 'onboarding';

export const linkExchangeUid = defineEndpoint({
  method: 'PUT',
  path: '/users/bingx-uid',
  access: 'member',
  summary: "Link the member's exchange account by UID, once; checked with the exchange",
  tag,
  body: z.strictObject({ bingXUID: exchangeUidPayloadSchema }),
  data: z.object({ bingXUID: z.string() }),
});

export const refreshSubscription = defineEndpoint({
  method: 'GET',
  path: '/users/refresh-subscription',
  access: 'member',
  summary: "Check the member's deposit address on the chain now and report the subscription",
  tag,
  data: z.object({
    paid: z.boolean(),
    /** When the current period was paid. */
    timestamp: dateTimeSchema.nullable(),
    /** USDT received towards the current period (transfers add up). */
    amountReceived: moneySchema,
    fee: moneySchema,
    /** When the current period ends; null while unpaid. */
    periodEndsAt: dateTimeSchema.nullable(),
  }),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { dateTimeSchema } from '../entities';
import { amountInputSchema, moneySchema, tokenAmountSchema } from '../money';
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
    /** When the last period paid ends (later than periodEndsAt when paid ahead); null while unpaid. */
    paidUntil: dateTimeSchema.nullable(),
    /** Every USDT credited from the member's deposits, exact. */
    received: tokenAmountSchema,
    /** What periods have not used: kept for the next ones ("received X USDT, Y kept as credit"). */
    credit: tokenAmountSchema,
    /** Credit an admin sent back to the member. */
    refunded: tokenAmountSchema,
  }),
});

/** The BEP20 USDT contract on BSC mainnet: what the onboarding screen shows outside the dev mode. */
export const BSC_USDT_CONTRACT = '0x55d398326f99059fF775485246999027B3197955';

export const onboardingInfo = defineEndpoint({
  method: 'GET',
  path: '/onboarding/info',
  access: 'member',
  summary: "What the onboarding screen shows: the member's deposit address, the fee, the token, dev mode",
  tag,
  data: z.object({
    /** The member's deposit address (assigned on first read); null when no DEPOSIT_XPUB is configured. */
    walletAddress: z.string().nullable(),
    /** The subscription fee in USDT (platform setting). */
    fee: moneySchema,
    /** 'BEP20 (BSC)'. */
    network: z.string(),
    /** The USDT contract the watcher reads (the test token's address in dev mode). */
    usdtContract: z.string(),
    /** Confirmations the watcher waits for before counting a payment. */
    confirmations: z.number().int().positive(),
    /** Days one paid period lasts (platform setting). */
    periodDays: z.number().int().positive(),
    /** True when the product runs its own local chain: 'Send test payment' is available. */
    devMode: z.boolean(),
    /** The local exchange simulator's UID rules, one per line; null with the real exchange. */
    exchangeRules: z.array(z.string()).nullable(),
    /** The member's deposits so far: credited in total, kept as credit, refunded (exact USDT). */
    deposits: z.object({
      received: tokenAmountSchema,
      credit: tokenAmountSchema,
      refunded: tokenAmountSchema,
    }),
  }),
});

export const devTestPayment = defineEndpoint({
  method: 'POST',
  path: '/dev/test-payment',
  access: 'member',
  summary: "Dev mode only: send test USDT from the dev funder to the caller's deposit address",
  tag,
  body: z.strictObject({
    /** USDT to send; the subscription fee when absent. */
    amount: amountInputSchema({
      min: '0.01',
      max: '1000',
      message: 'Amount must be between 0.01 and 1000',
    }).optional(),
  }),
  data: z.object({
    txHash: z.string(),
    blockNumber: z.number().int().nonnegative(),
    amount: moneySchema,
    to: z.string(),
  }),
});

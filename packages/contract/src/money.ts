import { z } from 'zod';
import { compareDecimal, decimalPlaces, isDecimalString, roundDecimal } from './decimal';
import { decimalTextPattern } from './validation/documented';
import {
  AMOUNT_TEXT_MAX_LENGTH,
  MONEY_DECIMALS,
  MONEY_LIMIT,
  numberToDecimal,
  parseAmount,
} from './money-amounts';

/**
 * How money travels. ONE place decides it:
 * - Answers carry amounts as JSON numbers rounded to MONEY_DECIMALS (8) places. The server never
 *   does arithmetic on them: it hands the schema the database's decimal strings (`numeric` columns
 *   arrive as strings) and the schema rounds and converts at the edge. The web formats them with
 *   two decimals.
 * - Requests carry amounts as a JSON number or a decimal string; the schema turns them into a
 *   normalised decimal string for the server (see `amountInputSchema`).
 * To send strings instead of numbers, change `moneySchema` here and `moneyToDecimal` in
 * money-amounts.ts, nothing else.
 *
 * The plain helpers (MONEY_DECIMALS, moneyToDecimal, parseAmount) live in money-amounts.ts, without
 * zod: the web app's first script formats money with them, and importing them from a module that
 * builds schemas, even through a re-export, would put that module and zod into it.
 */
const decimalNumberSchema = (places: number) =>
  z
    .union([
      z.number().gt(-MONEY_LIMIT).lt(MONEY_LIMIT),
      z.string().refine(isDecimalString, { message: 'Expected a decimal string' }),
    ])
    .transform((v) => Number(roundDecimal(typeof v === 'number' ? numberToDecimal(v) : v, places)))
    .meta({ type: 'number' });

/** An amount in an answer (balances, rewards, withdrawals, fees). */
export const moneySchema = decimalNumberSchema(MONEY_DECIMALS);
export type Money = z.infer<typeof moneySchema>;

/** A percentage in an answer (5 means 5 %), e.g. a reward's share of its master amount. */
export const percentSchema = decimalNumberSchema(MONEY_DECIMALS);

/** A count in an answer; PostgreSQL's count(*) arrives as a string. */
export const countSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,15}$/)])
  .transform(Number)
  .meta({ type: 'integer', minimum: 0 });

/**
 * An amount in a request: at least `min`, at most `max` when given, at most `places` decimals.
 * The output is a normalised decimal string; every failure carries the one `message`.
 */
export const amountInputSchema = (options: {
  min: string;
  max?: string;
  places?: number;
  message: string;
}) => {
  const places = options.places ?? MONEY_DECIMALS;
  return z
    .union([z.number(), z.string().max(AMOUNT_TEXT_MAX_LENGTH)])
    .transform((input, ctx) => {
      const amount = parseAmount(input);
      const ok =
        amount !== null &&
        decimalPlaces(amount) <= places &&
        compareDecimal(amount, options.min) >= 0 &&
        (options.max === undefined || compareDecimal(amount, options.max) <= 0);
      if (!ok) {
        ctx.issues.push({ code: 'custom', message: options.message, input });
        return z.NEVER;
      }
      return amount;
    })
    .meta({
      // The published document: a number in range, or a decimal text (its range is the server's).
      anyOf: [
        {
          type: 'number',
          minimum: Number(options.min),
          ...(options.max === undefined ? {} : { maximum: Number(options.max) }),
        },
        {
          type: 'string',
          maxLength: AMOUNT_TEXT_MAX_LENGTH,
          pattern: decimalTextPattern(places, compareDecimal(options.min, '0') <= 0),
        },
      ],
    });
};

/**
 * An on-chain token amount in an answer, as exact decimal text ('0.000000000000000001'): deposits
 * are shown to the token's last unit, where a money number (8 places) would show dust as 0. The
 * server hands it the decimal text of the token units (`formatUsdt`).
 */
export const tokenAmountSchema = z
  .string()
  .refine(isDecimalString, { message: 'Expected a decimal string' })
  .meta({ type: 'string', pattern: '^-?\\d+(\\.\\d+)?$', example: '10.5' });

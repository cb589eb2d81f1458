import { z } from 'zod';
import { compareDecimal, decimalPlaces, isDecimalString, normalizeDecimal, roundDecimal } from './decimal';
import { decimalTextPattern } from './validation/documented';

/**
 * How money travels. ONE place decides it:
 * - Answers carry amounts as JSON numbers rounded to MONEY_DECIMALS (8) places. The server never
 *   does arithmetic on them: it hands the schema the database's decimal strings (`numeric` columns
 *   arrive as strings) and the schema rounds and converts at the edge. The web formats them with
 *   two decimals.
 * - Requests carry amounts as a JSON number or a decimal string; the schema turns them into a
 *   normalised decimal string for the server (see `amountInputSchema`).
 * To send strings instead of numbers, change `moneySchema` and `moneyToDecimal` here, nothing else.
 */
export const MONEY_DECIMALS = 8;
/** Largest magnitude an amount may have; anything bigger is a bug or an attack. */
const MONEY_LIMIT = 1e15;
/** Longest amount text a request may carry. */
const AMOUNT_TEXT_MAX_LENGTH = 40;

/**
 * Plain decimal text of a JS number (no exponent), exactly the digits JS writes for it: tiny
 * values are expanded, not rounded away (`1e-21` is '0.000000000000000000001', not '0', so that a
 * request's decimal-places check sees every digit).
 */
const numberToDecimal = (n: number) => {
  const text = String(n);
  const scientific = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!scientific) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = scientific;
  const digits = lead + rest;
  const point = 1 + Number(exponent); // where the decimal point falls in `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
};

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

/** The exact decimal string of an amount received in an answer (for comparisons in forms). */
export const moneyToDecimal = (amount: Money): string =>
  roundDecimal(numberToDecimal(amount), MONEY_DECIMALS);

/**
 * Read a typed or sent amount: a JSON number or a plain decimal string ('12', '0.5', '.5').
 * Returns the normalised decimal string, or null when it is not a plain decimal.
 */
export const parseAmount = (input: number | string): string | null => {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || Math.abs(input) >= MONEY_LIMIT) return null;
    return normalizeDecimal(numberToDecimal(input));
  }
  const text = input.trim().replace(/^\./, '0.');
  return isDecimalString(text) && text.length <= AMOUNT_TEXT_MAX_LENGTH ? normalizeDecimal(text) : null;
};

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

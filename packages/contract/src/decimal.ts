/**
 * Exact arithmetic on decimal strings ('12.5', '-0.00000001'), so that money never passes through
 * a JS float: the one place that converts between decimal text and bigints (web, server, exchange).
 *
 * - Decimal strings we write and check (API, database, settings): `isDecimalString`, and
 *   `toScaled` (rounds half away from zero) or `toScaledExact` (refuses digits it would lose)
 *   into a bigint of 10^-scale units, `fromScaled` back; `roundDecimal`, `normalizeDecimal`,
 *   `compareDecimal`, `sumDecimals` on the text.
 * - Numbers written by other systems (the exchange's JSON: '1.5e2', '.5'): `parseDecimal` reads
 *   them exactly into a `ScaledDecimal`, `formatDecimal` writes canonical text.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
const UNSIGNED = /^\d+(?:\.\d+)?$/;

export const isDecimalString = (value: string) => DECIMAL.test(value);

const parts = (value: string) => {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  return { negative: match[1] === '-', whole: match[2] ?? '0', fraction: match[3] ?? '' };
};

/** Digits after the point, ignoring trailing zeros ('1.50' -> 1). */
export const decimalPlaces = (value: string) => parts(value).fraction.replace(/0+$/, '').length;

/** Rounding: `value` * 10^scale as a bigint; digits beyond `scale` round half away from zero. */
export const toScaled = (value: string, scale: number): bigint => {
  const { negative, whole, fraction } = parts(value);
  const kept = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  const roundUp = (fraction[scale] ?? '0') >= '5' ? 1n : 0n;
  const magnitude = kept + roundUp;
  return negative ? -magnitude : magnitude;
};

/**
 * Exact: `value` * 10^scale as a bigint; a RangeError when `value` has more than `scale` decimals
 * (trailing zeros aside), or with `unsigned`, when it is negative (fees, rates, profit shares).
 */
export const toScaledExact = (value: string, scale: number, options: { unsigned?: boolean } = {}): bigint => {
  if (options.unsigned && !UNSIGNED.test(value))
    throw new RangeError(`not a non-negative decimal: ${JSON.stringify(value)}`);
  const { negative, whole, fraction } = parts(value);
  if (fraction.replace(/0+$/, '').length > scale)
    throw new RangeError(`more than ${scale} decimals: ${value}`);
  const magnitude = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return negative ? -magnitude : magnitude;
};

/** The decimal string of `scaled` / 10^scale, without needless zeros ('1.5', '0', '-2'). */
export const fromScaled = (scaled: bigint, scale: number): string => {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
};

/** '-001.2300' -> '-1.23'. */
export const normalizeDecimal = (value: string) => {
  const scale = parts(value).fraction.length;
  return fromScaled(toScaled(value, scale), scale);
};

/** Round to `places` decimals, half away from zero. */
export const roundDecimal = (value: string, places: number) => fromScaled(toScaled(value, places), places);

const commonScale = (values: string[]) => Math.max(0, ...values.map((v) => parts(v).fraction.length));

export const compareDecimal = (a: string, b: string): -1 | 0 | 1 => {
  const scale = commonScale([a, b]);
  const diff = toScaled(a, scale) - toScaled(b, scale);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};

export const sumDecimals = (values: string[]): string => {
  const scale = commonScale(values);
  return fromScaled(
    values.reduce((total, v) => total + toScaled(v, scale), 0n),
    scale,
  );
};

/** A number read exactly: `units` * 10^-scale. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const NUMBER_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Reads a number as another system writes it (`123`, `-0.5`, `.5`, `1.20`, `1e-7`; spaces around
 * it), exactly; a TypeError on anything else.
 */
export function parseDecimal(text: string): ScaledDecimal {
  const match = NUMBER_TEXT.exec(text.trim());
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new TypeError(`not a decimal number: "${text}"`);
  const exp = Number(exponent);
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 1000)
    throw new TypeError(`exponent out of range: "${text}"`);
  let units = BigInt(`${whole || '0'}${fraction}`);
  let scale = fraction.length - exp;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** Canonical text: no exponent, no leading zeros, no trailing fractional zeros, `0` never negative. */
export const formatDecimal = (value: ScaledDecimal): string => fromScaled(value.units, value.scale);

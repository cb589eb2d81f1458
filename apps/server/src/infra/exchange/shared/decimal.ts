// Exact decimal arithmetic on strings: a value is an integer count of 10^-scale units (bigint).
// Money from the exchange never passes through a JavaScript float.

export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Parses `123`, `-0.5`, `.5`, `1.20`, `1e-7`; throws a TypeError on anything else. */
export function parseDecimal(text: string): ScaledDecimal {
  const match = DECIMAL.exec(text.trim());
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

function rescale(value: ScaledDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Canonical text: no exponent, no leading zeros, no trailing fractional zeros, `0` never negative. */
export function formatDecimal(value: ScaledDecimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

export function normaliseDecimal(text: string): string {
  return formatDecimal(parseDecimal(text));
}

/** Exact sum of decimal strings. */
export function addDecimals(...values: string[]): string {
  const parsed = values.map(parseDecimal);
  const scale = Math.max(0, ...parsed.map((value) => value.scale));
  const units = parsed.reduce((sum, value) => sum + rescale(value, scale), 0n);
  return formatDecimal({ units, scale });
}

/** -1, 0 or 1 as a is below, equal to or above b, compared exactly. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  const difference = rescale(left, scale) - rescale(right, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

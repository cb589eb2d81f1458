/**
 * Exact arithmetic on decimal strings ('12.5', '-0.00000001'), so that money never passes through
 * a JS float. Values are scaled to bigints for comparison and rounding.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export const isDecimalString = (value: string) => DECIMAL.test(value);

const parts = (value: string) => {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  return { negative: match[1] === '-', whole: match[2] ?? '0', fraction: match[3] ?? '' };
};

/** Digits after the point, ignoring trailing zeros ('1.50' -> 1). */
export const decimalPlaces = (value: string) => parts(value).fraction.replace(/0+$/, '').length;

/** `value` * 10^scale as a bigint; digits beyond `scale` round half away from zero. */
export const toScaled = (value: string, scale: number): bigint => {
  const { negative, whole, fraction } = parts(value);
  const kept = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  const roundUp = (fraction[scale] ?? '0') >= '5' ? 1n : 0n;
  const magnitude = kept + roundUp;
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  amountInputSchema,
  changePasswordPayloadSchema,
  changePasswordSchema,
  emailSchema,
  exchangeUidPayloadSchema,
  otpSchema,
  queryBoolean,
  resetPasswordPayloadSchema,
  walletAddressPayloadSchema,
} from '../src';

/**
 * What the published API document shows of a request field (zod's JSON Schema of it, input side)
 * against what the schema accepts. The document is read as a JSON Schema validator reads it:
 * patterns as unicode regular expressions, lengths in code points.
 */
type Documented = {
  type?: string;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: Documented[];
  allOf?: Documented[];
};
const documented = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as Documented;

/** Whether a JSON value is allowed by the documented schema (the keywords used here only). */
function allows(doc: Documented, value: unknown): boolean {
  if (doc.anyOf) return doc.anyOf.some((inner) => allows(inner, value));
  if (doc.allOf && !doc.allOf.every((inner) => allows(inner, value))) return false;
  if (doc.type === 'number') {
    return (
      typeof value === 'number' &&
      (doc.minimum === undefined || value >= doc.minimum) &&
      (doc.maximum === undefined || value <= doc.maximum)
    );
  }
  if (typeof value !== 'string') return false;
  const length = [...value].length;
  return (
    (doc.pattern === undefined || new RegExp(doc.pattern, 'u').test(value)) &&
    (doc.minLength === undefined || length >= doc.minLength) &&
    (doc.maxLength === undefined || length <= doc.maxLength)
  );
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Text near the valid values of a field: its alphabet, whitespace, and a few strangers. */
const textOf = (alphabet: string, maxLength = 50) =>
  fc.string({
    unit: fc.constantFrom(...alphabet, ' ', '\t', '\n', '\u00a0', '\ufeff', '-', '.', 'é', '😀'),
    maxLength,
  });

describe('the documented request fields ask for what the server accepts', () => {
  it.each([
    ['the one-time code', otpSchema, textOf('0123456789', 10)],
    ['the exchange UID', exchangeUidPayloadSchema, textOf('0123456789', 24)],
    ['a wallet address', walletAddressPayloadSchema, textOf('0123456789abcdefABx', 46)],
    ['an e-mail', emailSchema, textOf('abcAB09@._+-', 30)],
  ] as const)('%s: whatever the schema accepts, the document allows', (_name, schema, text) => {
    const doc = documented(schema);
    fc.assert(
      fc.property(text, (value) => !accepts(schema, value) || allows(doc, value)),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['the one-time code', otpSchema, textOf('0123456789', 10)],
    ['the exchange UID', exchangeUidPayloadSchema, textOf('0123456789', 24)],
  ] as const)('%s: whatever the document allows, the schema accepts', (_name, schema, text) => {
    const doc = documented(schema);
    fc.assert(
      fc.property(text, (value) => !allows(doc, value) || accepts(schema, value)),
      { numRuns: 3000 },
    );
  });

  it('an e-mail is documented as one, trimmed, at most 254 characters', () => {
    const doc = documented(emailSchema);
    expect(doc.format).toBe('email');
    for (const value of [
      'ann@example.com',
      '  ann@example.com\t',
      `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
    ]) {
      expect(accepts(emailSchema, value), value).toBe(true);
      expect(allows(doc, value), value).toBe(true);
    }
    for (const value of [
      'ann@',
      'ann@example',
      'an n@example.com',
      `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
      '',
    ]) {
      expect(accepts(emailSchema, value), value).toBe(false);
      expect(allows(doc, value), value).toBe(false);
    }
  });

  describe('amounts', () => {
    const withdrawal = amountInputSchema({ min: '0.01', max: '1000000000', message: 'x' });
    const rate = amountInputSchema({ min: '0', max: '100', places: 4, message: 'x' });
    const amountText = textOf('0123456789', 20);
    const amountNumber = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

    it.each([
      ['a withdrawal amount', withdrawal],
      ['a reward rate', rate],
    ] as const)('%s: whatever the schema accepts, the document allows', (_name, schema) => {
      const doc = documented(schema);
      fc.assert(
        fc.property(
          fc.oneof(amountText, amountNumber),
          (value) => !accepts(schema, value) || allows(doc, value),
        ),
        { numRuns: 5000 },
      );
    });

    it('the document gives the range of a number and the decimals of a text', () => {
      const doc = documented(withdrawal);
      expect(doc.anyOf?.[0]).toEqual({ type: 'number', minimum: 0.01, maximum: 1_000_000_000 });
      for (const refused of [0, 0.009, -1, 1_000_000_001, '12.123456789', '-1', '1e3', '1.', '12,5']) {
        expect(accepts(withdrawal, refused), String(refused)).toBe(false);
        expect(allows(doc, refused), String(refused)).toBe(false);
      }
      for (const fine of [0.01, 12.5, 1_000_000_000, ' 12.50 ', '.5', '1.123456780000']) {
        expect(accepts(withdrawal, fine), String(fine)).toBe(true);
        expect(allows(doc, fine), String(fine)).toBe(true);
      }
      // A rate may be zero, even written '-0'; a withdrawal never is.
      expect(allows(documented(rate), '-0.00')).toBe(true);
      expect(accepts(rate, '-0.00')).toBe(true);
      expect(allows(doc, '-0.00')).toBe(false);
    });
  });

  it('new passwords carry the requirements the refinements check', () => {
    const reset = documented(resetPasswordPayloadSchema) as { properties: Record<string, Documented> };
    const change = documented(changePasswordSchema) as { properties: Record<string, Documented> };
    const changePayload = documented(changePasswordPayloadSchema) as {
      properties: Record<string, Documented>;
    };
    const payload = (newPassword: string) => ({ token: 't', newPassword, confirmPassword: newPassword });
    const changed = (newPassword: string) => ({
      currentPassword: 'old',
      newPassword,
      confirmPassword: newPassword,
    });
    for (const password of [
      'Str0ng!Pass',
      'short1!',
      'nouppercase1!',
      'NOLOWER1!',
      'NoDigits!!',
      'NoSpecial1',
      'Str0ng!Pass~',
      'Str0ng!Pass ',
    ]) {
      expect(allows(reset.properties.newPassword!, password), password).toBe(
        accepts(resetPasswordPayloadSchema, payload(password)),
      );
      expect(allows(change.properties.newPassword!, password), password).toBe(
        accepts(changePasswordSchema, changed(password)),
      );
      expect(allows(changePayload.properties.newPassword!, password), password).toBe(
        accepts(changePasswordPayloadSchema, changed(password)),
      );
    }
    expect(allows(change.properties.currentPassword!, '')).toBe(false);
  });

  it('query booleans are true or false, as the document says', () => {
    expect(documented(queryBoolean).type).toBe('boolean');
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse('false')).toBe(false);
    for (const other of ['TRUE', '1', 'yes', 'on', ''])
      expect(accepts(queryBoolean, other), other).toBe(false);
  });
});

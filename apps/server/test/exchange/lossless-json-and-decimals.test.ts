import { describe, expect, it } from 'vitest';
import { compareDecimal, formatDecimal, parseDecimal, sumDecimals } from '@app/contract';
import { JsonNumber, parseLosslessJson, stringifyWithBigInts } from '../../src/infra/exchange';

// The decimal helpers live in the contract's one decimal module now.
const addDecimals = (...values: string[]) => sumDecimals(values);
const compareDecimals = compareDecimal;
const normaliseDecimal = (text: string) => formatDecimal(parseDecimal(text));

describe('parseLosslessJson', () => {
  it('keeps integers beyond 2^53 exactly, where JSON.parse loses digits', () => {
    const text = '{"code":0,"data":{"uid":9007199254740993,"inviterSid":1234567890123456789}}';
    expect(String((JSON.parse(text) as { data: { uid: number } }).data.uid)).not.toBe('9007199254740993');
    const parsed = parseLosslessJson(text) as { data: { uid: JsonNumber; inviterSid: JsonNumber } };
    expect(parsed.data.uid).toBeInstanceOf(JsonNumber);
    expect(parsed.data.uid.raw).toBe('9007199254740993');
    expect(parsed.data.inviterSid.raw).toBe('1234567890123456789');
  });

  it('reads every JSON form: nesting, escapes, literals, decimals as written', () => {
    const parsed = parseLosslessJson(' [ {"a":"x\\"y\\u00e9\\n","b":[true,false,null]}, -0.10, 1E+3, {} ] ');
    expect(parsed).toEqual([
      Object.assign(Object.create(null), { a: 'x"yé\n', b: [true, false, null] }),
      new JsonNumber('-0.10'),
      new JsonNumber('1E+3'),
      Object.create(null),
    ]);
  });

  it('does not let a "__proto__" key change the object prototype', () => {
    const parsed = parseLosslessJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['', '{', '{"a":1,}', '[1 2]', '01', '"\u0001"', 'tru', '{"a":1} x', 'NaN'])(
    'refuses %j',
    (text) => {
      expect(() => parseLosslessJson(text)).toThrow(SyntaxError);
    },
  );

  it('writes bigints as plain integers', () => {
    expect(stringifyWithBigInts({ uid: 9007199254740993n, s: 'a"b', list: [1, null], skip: undefined })).toBe(
      '{"uid":9007199254740993,"s":"a\\"b","list":[1,null]}',
    );
  });
});

describe('decimal strings', () => {
  it('adds exactly: 0.1 + 0.2 = 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('1.000000001', '2', '-0.000000001')).toBe('3');
    expect(addDecimals('99999999999999999999.99', '0.01')).toBe('100000000000000000000');
    expect(addDecimals()).toBe('0');
  });

  it('compares exactly across scales', () => {
    expect(compareDecimals('99.99', '100')).toBe(-1);
    expect(compareDecimals('100.00', '100')).toBe(0);
    expect(compareDecimals('100.0000000000000001', '100')).toBe(1);
    expect(compareDecimals('-1', '0')).toBe(-1);
  });

  it('normalises to canonical text', () => {
    expect(normaliseDecimal('0250.500')).toBe('250.5');
    expect(normaliseDecimal('-0.000')).toBe('0');
    expect(normaliseDecimal('.5')).toBe('0.5');
    expect(normaliseDecimal('1.5e2')).toBe('150');
    expect(normaliseDecimal('12e-3')).toBe('0.012');
    expect(() => normaliseDecimal('1,5')).toThrow(TypeError);
    expect(() => normaliseDecimal('')).toThrow(TypeError);
  });
});

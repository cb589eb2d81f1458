import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../src/http/querystring';

describe('parseQueryString', () => {
  it('reads plain, repeated, nested and encoded values', () => {
    expect(parseQueryString('page=2&limit=10')).toEqual({ page: '2', limit: '10' });
    expect(parseQueryString('level=1&level=2')).toEqual({ level: ['1', '2'] });
    expect(parseQueryString('filter[status]=PENDING&filter[asset]=USDT')).toEqual({
      filter: { status: 'PENDING', asset: 'USDT' },
    });
    expect(parseQueryString('search=a%20b%26c')).toEqual({ search: 'a b&c' });
    expect(parseQueryString('filter%5Bstatus%5D=X')).toEqual({ filter: { status: 'X' } });
  });

  it('ignores prototype keys', () => {
    const parsed = parseQueryString('__proto__[admin]=1&constructor[x]=1&a=1');
    expect(parsed).toEqual({ a: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

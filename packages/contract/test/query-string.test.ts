import { describe, expect, it } from 'vitest';
import { decodeQuery, encodeQuery, endpoints } from '../src';

describe('query strings', () => {
  it('omits empty values and nests filters as key[sub]', () => {
    expect(
      encodeQuery({
        page: 2,
        search: '',
        sort: undefined,
        type: null,
        filters: { status: 'LOCKED', isAdmin: undefined },
      }),
    ).toBe('page=2&filters%5Bstatus%5D=LOCKED');
  });

  it('round-trips through the decoder', () => {
    const text = encodeQuery({
      search: 'a&b=c d',
      filters: { status: 'ACTIVE', isEmailVerified: true },
      level: [1, 2],
    });
    expect(decodeQuery(text)).toEqual({
      search: 'a&b=c d',
      filters: { status: 'ACTIVE', isEmailVerified: 'true' },
      level: ['1', '2'],
    });
    expect(decodeQuery('?a=1+2&b')).toEqual({ a: '1 2', b: '' });
  });

  it('refuses prototype keys and survives malformed escapes', () => {
    const decoded = decodeQuery('__proto__[polluted]=1&constructor=x&a[__proto__]=y&bad=%E0%A4%A');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(decoded)).toEqual(['bad']);
    expect(decoded.bad).toBe('%E0%A4%A');
  });

  it('feeds the admin users query with nested filters', () => {
    const query = endpoints.adminUsers.query.parse(
      decodeQuery('page=2&filters[status]=LOCKED&filters[isEmailVerified]=false'),
    );
    expect(query).toMatchObject({
      page: 2,
      limit: 10,
      sort: '-createdAt',
      filters: { status: 'LOCKED', isEmailVerified: false },
    });
    expect(endpoints.adminUsers.query.safeParse(decodeQuery('filters[password]=x')).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { rememberedOrigin } from '@/app/guards/auth-page-guard';

// Spec 4, login: a member sent to /signin from a member page goes back there after signing in.
describe('rememberedOrigin', () => {
  it('is the path, query and hash the member guard remembered', () => {
    expect(rememberedOrigin({ from: { pathname: '/rewards', search: '?page=2', hash: '#history' } })).toBe(
      '/rewards?page=2#history',
    );
  });

  it('is null without a remembered location', () => {
    expect(rememberedOrigin(null)).toBeNull();
    expect(rememberedOrigin({})).toBeNull();
    expect(rememberedOrigin({ message: 'something else' })).toBeNull();
  });

  it('never leads off the site', () => {
    expect(rememberedOrigin({ from: { pathname: 'https://evil.example/' } })).toBeNull();
    expect(rememberedOrigin({ from: { pathname: '//evil.example/' } })).toBeNull();
    expect(rememberedOrigin({ from: { pathname: 42 } })).toBeNull();
  });
});

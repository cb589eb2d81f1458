import { describe, expect, it } from 'vitest';
import { linkFailureText, refreshFailureText } from '@/features/onboarding/lib/call-outcome';
import { onboardingProgress } from '@/features/onboarding/lib/onboarding-progress';
import { makeUser } from './support/users';

const unpaid = { paid: false, timestamp: null };
const paid = { paid: true, timestamp: '2025-01-01T00:00:00.000Z' };

describe('onboarding progress (member 4)', () => {
  it('is done per step: paid subscription, then a linked UID; complete with both', () => {
    expect(onboardingProgress(makeUser({ subscriptionFee: unpaid, bingXUID: null }))).toEqual({
      paid: false,
      uid: null,
      complete: false,
    });
    expect(onboardingProgress(makeUser({ subscriptionFee: paid, bingXUID: null }))).toMatchObject({
      paid: true,
      complete: false,
    });
    expect(onboardingProgress(makeUser({ subscriptionFee: unpaid, bingXUID: '12345678' }))).toMatchObject({
      uid: '12345678',
      complete: false,
    });
    expect(onboardingProgress(makeUser({ subscriptionFee: paid, bingXUID: '12345678' })).complete).toBe(true);
  });

  it('takes the newer answers of a refresh and a link over the profile', () => {
    const user = makeUser({ subscriptionFee: unpaid, bingXUID: null });
    expect(onboardingProgress(user, { paid: true, uid: '99887766' })).toEqual({
      paid: true,
      uid: '99887766',
      complete: true,
    });
    // A refresh saying unpaid (the period ended) wins over an older profile saying paid.
    expect(onboardingProgress(makeUser({ subscriptionFee: paid }), { paid: false }).paid).toBe(false);
  });

  it('counts a blank UID and a plain-number fee as not done', () => {
    expect(onboardingProgress(makeUser({ subscriptionFee: 10, bingXUID: '  ' }))).toEqual({
      paid: false,
      uid: null,
      complete: false,
    });
  });
});

describe('onboarding messages (member 8)', () => {
  it("link: the server's message, field errors, else 'Failed to link BingX UID'", () => {
    expect(linkFailureText({ code: 'BINGX_UID_ALREADY_EXISTS', data: null })).toBe(
      'This BingX UID is already linked to another account.',
    );
    expect(
      linkFailureText({
        code: 'VALIDATION_ERROR',
        data: { errors: [{ message: 'Please enter your BingX UID' }] },
      }),
    ).toBe('Please enter your BingX UID');
    expect(linkFailureText({ code: 'UNKNOWN_ERROR', data: null })).toBe('Failed to link BingX UID');
    expect(linkFailureText({ code: 'SOMETHING_ELSE', data: null })).toBe('Failed to link BingX UID');
  });

  it("refresh: the server's message, else 'Failed to refresh subscription status'", () => {
    expect(refreshFailureText({ code: 'RATE_LIMITED', data: null })).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(refreshFailureText({ code: 'UNKNOWN_ERROR', data: null })).toBe(
      'Failed to refresh subscription status',
    );
    expect(refreshFailureText(null)).toBe('Failed to refresh subscription status');
  });
});

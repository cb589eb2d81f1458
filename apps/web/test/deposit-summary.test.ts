import { describe, expect, it } from 'vitest';
import { depositSummaryText } from '@/features/onboarding/lib/deposit-summary';
import { englishT } from '@/lib/i18n/english';
import enMember from '@/locales/en/member';

const t = englishT(() => enMember, 'member');

describe("the member's deposit summary (issue 12)", () => {
  it('says what was received and what is kept as credit', () => {
    expect(depositSummaryText({ received: '1000000', credit: '999980' }, t)).toBe(
      'Received 1000000 USDT, 999980 kept as credit',
    );
  });
  it('leaves out a credit of zero, and says nothing before a deposit', () => {
    expect(depositSummaryText({ received: '10', credit: '0' }, t)).toBe('Received 10 USDT');
    expect(depositSummaryText({ received: '0', credit: '0' }, t)).toBeNull();
  });
  it('says what an admin refunded', () => {
    expect(depositSummaryText({ received: '1000', credit: '0', refunded: '980' }, t)).toBe(
      'Received 1000 USDT, 980 refunded',
    );
    expect(depositSummaryText({ received: '1000', credit: '10', refunded: '970' }, t)).toBe(
      'Received 1000 USDT, 10 kept as credit, 970 refunded',
    );
  });
  it('keeps dust exact', () => {
    expect(depositSummaryText({ received: '0.000000000000000003', credit: '0.000000000000000003' }, t)).toBe(
      'Received 0.000000000000000003 USDT, 0.000000000000000003 kept as credit',
    );
  });
});

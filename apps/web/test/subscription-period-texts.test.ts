import { describe, expect, it } from 'vitest';
import { faqItems } from '@/features/landing/content/faq';
import { onboardingTextsFor } from '@/features/onboarding/content/onboarding-texts';
import { quickHelp } from '@/features/support/content/quick-help';
import { englishT } from '@/lib/i18n/english';
import enMember from '@/locales/en/member';
import enPublic from '@/locales/en/public';

/** Issue 19: wherever the fee is described, its period follows the subscriptionPeriodDays setting. */
describe('the subscription period in the web texts', () => {
  const firstAnswer = (fee: number, periodDays: number) => faqItems({ fee, periodDays })[0]!.answer;

  it('landing FAQ: the fee and its period from the settings', () => {
    expect(firstAnswer(10, 365)).toContain('plus a subscription of 10 USDT per year,');
    expect(firstAnswer(10, 30)).toContain('plus a subscription of 10 USDT per month,');
    expect(firstAnswer(12.5, 90)).toContain('plus a subscription of 12.5 USDT every 90 days,');
    expect(firstAnswer(10, 30)).not.toMatch(/annual|year/);
  });

  it('support quick help', () => {
    const texts = (days: number) =>
      quickHelp(
        days,
        englishT(() => enMember, 'member'),
      )
        .flatMap((g) => g.items)
        .join(' ');
    expect(texts(365)).toContain('Pay the yearly subscription');
    expect(texts(31)).toContain('Pay the monthly subscription');
    expect(texts(14)).toContain('Pay the 14-day subscription');
    expect(texts(30)).not.toMatch(/yearly|annual/);
  });

  it('onboarding, under the fee', () => {
    const onboardingTexts = onboardingTextsFor(
      englishT(() => enMember, 'member'),
      englishT(() => enPublic, 'public'),
    );
    expect(onboardingTexts.pay.period('10', 365)).toBe(
      'The subscription is 10 USDT per year: one payment covers 365 days.',
    );
    expect(onboardingTexts.pay.period('10', 30)).toBe(
      'The subscription is 10 USDT per month: one payment covers 30 days.',
    );
  });
});

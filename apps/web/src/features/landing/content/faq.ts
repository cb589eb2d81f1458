import { moneyToDecimal } from '@app/contract';
import type { TFunction } from 'i18next';
import { site } from '@/config/site';
import { translatorFor } from '@/lib/i18n/i18n';
import { subscriptionFeeWords } from '@/lib/i18n/subscription-text';
import type { PlatformInfo } from '@/lib/platform';

const questions = ['start', 'funds', 'referral', 'compliance', 'where'] as const;

/**
 * Five FAQ items built from the spec's FAQ facts. The spec calls the subscription annual here and
 * monthly in onboarding; the fee and its period are settings (issue 19), so the answer says what
 * they are: "10 USDT per year" with the default 365 days, "per month" with 30, "every N days".
 */
export const faqItems = (
  subscription: PlatformInfo['subscription'],
  t: TFunction = translatorFor('public'),
) => {
  const values = {
    fee: subscriptionFeeWords(t, moneyToDecimal(subscription.fee), subscription.periodDays),
    location: site.baseLocation,
  };
  return questions.map((key) => ({
    question: t(`landing.faq.${key}.question`),
    answer: t(`landing.faq.${key}.answer`, values),
  }));
};

import { moneyToDecimal, subscriptionFeeText } from '@app/contract';
import { site } from '@/config/site';
import type { PlatformInfo } from '@/lib/platform';

/**
 * Five FAQ items built from the spec's FAQ facts. The spec calls the subscription annual here and
 * monthly in onboarding; the fee and its period are settings (issue 19), so the answer says what
 * they are: "10 USDT per year" with the default 365 days, "per month" with 30, "every N days".
 */
export const faqItems = (subscription: PlatformInfo['subscription']) => [
  {
    question: 'What do I need to get started?',
    answer: `A deposit of at least 100 USDT in your own exchange account, plus a subscription of ${subscriptionFeeText(moneyToDecimal(subscription.fee), subscription.periodDays)}, paid in USDT on the BEP20 (BSC) network.`,
  },
  {
    question: 'Do you ever hold my funds?',
    answer:
      'No. Your money stays in your own exchange account at all times; the master trades are copied into it, and you keep 50% of the trading profit there.',
  },
  {
    question: 'How do referral earnings work?',
    answer:
      '15% of the trading profit is shared across 15 referral levels, and bonuses are paid on subscriptions made by the people in your network.',
  },
  {
    question: 'What happens if my balance falls below 100 USDT or I stop copying?',
    answer:
      'Your referral earnings lock. You then have 30 days to become compliant again, by topping your balance back up to 100 USDT or resuming copy trading, before locked earnings are lost.',
  },
  {
    question: 'Where do you operate?',
    answer: `We operate globally, with our base in ${site.baseLocation}.`,
  },
];

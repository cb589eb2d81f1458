import { site } from '@/config/site';

/**
 * Five FAQ items built from the spec's FAQ facts. The subscription is annual here and monthly in
 * onboarding: the spec gives both descriptions, and so do we.
 */
export const faqItems = [
  {
    question: 'What do I need to get started?',
    answer:
      'A deposit of at least 100 USDT in your own exchange account, plus an annual subscription of 10 USDT paid in USDT on the BEP20 (BSC) network.',
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
] as const;

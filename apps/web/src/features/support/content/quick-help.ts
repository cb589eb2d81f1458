import { subscriptionPeriodAdjective } from '@app/contract';

/**
 * Quick help of the support page (spec 2, /support): short answers to the usual questions. The
 * subscription's period follows the setting ("yearly" for 365 days, "monthly" for 30 or 31).
 */
export const quickHelp = (periodDays: number) => [
  {
    title: 'Getting started',
    items: [
      'Verify your email address from the link we sent you.',
      `Pay the ${subscriptionPeriodAdjective(periodDays)} subscription in USDT on the BEP20 (BSC) network.`,
      'Link your exchange UID on the onboarding page; it cannot be changed later.',
    ],
  },
  {
    title: 'Rewards and withdrawals',
    items: [
      'Rewards appear on the Rewards page after each trading cycle.',
      'Withdrawals need a one-time code sent to your email.',
      'Withdrawals are reviewed by our team before they are paid out.',
    ],
  },
  {
    title: 'Account and security',
    items: [
      'Forgot your password? Use "Forgot your password?" on the sign-in page.',
      'Change your password any time on the Profile page.',
      'Our team will never ask for your password or one-time codes.',
    ],
  },
];

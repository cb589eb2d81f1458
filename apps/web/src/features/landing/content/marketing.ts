import { site } from '@/config/site';

/**
 * The landing page's words (member spec, section 1 and "Landing page /"). Marketing claims are
 * text only: nothing here is enforced by the product.
 */
export const HERO_HEADING = '#1 Copy Trading Platform with the exchange';

export const heroHighlights = [
  { value: '100+', label: 'traders' },
  { value: '50%', label: 'profit share' },
  { value: '5-10%', label: 'monthly return' },
  { value: '15', label: 'referral levels' },
] as const;

export type StartStep = {
  title: string;
  text: string;
  action?: { label: string; href: string; external: boolean };
};

/** 'How to Start Copy Trading': four steps. */
export const startSteps: StartStep[] = [
  {
    title: `Join ${site.exchangeName}`,
    text: 'Open your exchange account through our affiliate link so your trading is linked to our network.',
    action: { label: `Sign up on ${site.exchangeName}`, href: site.exchangeAffiliateUrl, external: true },
  },
  {
    title: 'Complete KYC and fund $100',
    text: 'Verify your identity on the exchange and deposit at least 100 USDT into your own account. Deposits are open 24/7.',
  },
  {
    title: 'Copy the master trades',
    text: "Follow our master trader's copy-trading profile and let every trade mirror into your account.",
    action: { label: 'Copy the master trader', href: site.masterTraderUrl, external: true },
  },
  {
    title: 'Create your account',
    text: 'Register here with your referral code, link your exchange UID and start earning from your network.',
    action: { label: 'Create an account', href: '/register', external: false },
  },
];

export type FlipCardContent = { key: string; front: string; caption: string; back: string };

/** Four stat cards that flip on hover and on keyboard focus. */
export const flipCards: FlipCardContent[] = [
  {
    key: 'evolving',
    front: 'Evolving',
    caption: 'Strategy',
    back: 'The master strategy keeps adapting to the market, and education and support help you grow with it.',
  },
  {
    key: 'best',
    front: 'Best',
    caption: 'Traders',
    back: 'Join 100+ traders copying one master account, with a typical return of 5-10% a month.',
  },
  {
    key: 'levels',
    front: '15',
    caption: 'Referral levels',
    back: '15% of profit is shared across 15 referral levels, plus bonuses on every subscription.',
  },
  {
    key: 'partner',
    front: site.exchangeName,
    caption: 'Exchange partner',
    back: 'Your funds stay in your own exchange account: 24/7 deposits and withdrawals, no minimum trading package.',
  },
];

/** The earn section: trading profits first (50% share, 5-10% monthly), then the network. */
export const earnStreams = [
  {
    title: 'Trading Profits',
    figures: [
      { value: '50%', label: 'profit share' },
      { value: '5-10%', label: 'monthly return' },
    ],
    text: 'You keep 50% of the trading profit, and it stays in your own exchange account. A typical month returns 5-10%.',
  },
  {
    title: 'Referral Rewards',
    figures: [
      { value: '15%', label: 'of profit shared' },
      { value: '15', label: 'levels deep' },
    ],
    text: 'Invite traders and earn as your network grows: 15% of profit is shared across 15 levels, plus subscription bonuses.',
  },
  {
    title: 'Perks for Top Performers',
    figures: [
      { value: 'Tours', label: 'and conferences' },
      { value: 'Gifts', label: 'for the best' },
    ],
    text: 'The most active members are invited to tours and conferences and receive gifts along the way.',
  },
] as const;

export const aboutPoints = [
  'Your funds always stay on the exchange and are never held by us.',
  '100+ traders already copy the same master account.',
  'Deposits and withdrawals 24/7, straight on the exchange.',
  'No minimum trading package: start from the 100 USDT deposit.',
  'Education and support from people who trade every day.',
] as const;

import { site } from '@/config/site';

/**
 * The landing page's figures and links (member spec, section 1 and "Landing page /"); its words
 * are the `landing` keys of the catalogues (locales/<lang>/public.ts). Marketing claims are text
 * only: nothing here is enforced by the product.
 */
export const heroHighlights = [
  { value: '100+', label: 'traders' },
  { value: '50%', label: 'profitShare' },
  { value: '5-10%', label: 'monthlyReturn' },
  { value: '15', label: 'referralLevels' },
] as const;

export type StartStep = {
  key: 'join' | 'kyc' | 'copy' | 'register';
  action?: { href: string; external: boolean };
};

/** 'How to Start Copy Trading': four steps. */
export const startSteps: StartStep[] = [
  { key: 'join', action: { href: site.exchangeAffiliateUrl, external: true } },
  { key: 'kyc' },
  { key: 'copy', action: { href: site.masterTraderUrl, external: true } },
  { key: 'register', action: { href: '/register', external: false } },
];

/** Four stat cards that flip on hover and on keyboard focus. */
export const flipCardKeys = ['evolving', 'best', 'levels', 'partner'] as const;
export type FlipCardKey = (typeof flipCardKeys)[number];

/** The earn section: trading profits first (50% share, 5-10% monthly), then the network. */
export const earnStreams = [
  {
    key: 'trading',
    figures: [
      { value: '50%', label: 'profitShare' },
      { value: '5-10%', label: 'monthlyReturn' },
    ],
  },
  {
    key: 'referral',
    figures: [
      { value: '15%', label: 'profitShared' },
      { value: '15', label: 'levelsDeep' },
    ],
  },
  {
    key: 'perks',
    figures: [
      { value: 'tours', label: 'toursLabel' },
      { value: 'gifts', label: 'giftsLabel' },
    ],
  },
] as const;

export const aboutPoints = ['funds', 'traders', 'deposits', 'minimum', 'education'] as const;

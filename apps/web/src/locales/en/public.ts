/**
 * English, namespace `public` (ADR 0013): the words of the navigation and the landing page, loaded
 * with the app (the account pages' are in `account`). They are the spec's texts, verbatim (the browser tests check
 * them on every page). Adding a key: add it here, then in es, vi and id (the compiler and
 * test/i18n/catalogues.test.ts name what is missing).
 */
const catalogue = {
  language: { label: 'Language', choose: 'Choose your language' },
  common: {
    opensInNewTab: ' (opens in a new tab)',
    comingSoon: '{{label}} (coming soon)',
    loading: 'Loading...',
  },
  /** The subscription's period (contract subscription-period.ts), with its plural. */
  period: {
    perYear: 'per year',
    perMonth: 'per month',
    perDay: 'per day',
    everyDays_one: 'every {{count}} day',
    everyDays_other: 'every {{count}} days',
    fee: '{{fee}} USDT {{period}}',
  },
  nav: {
    main: 'Main',
    home: 'Home',
    copyTrading: 'Copy Trading',
    earn: 'Earn',
    contactUs: 'Contact Us',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    signOut: 'Sign Out',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    dashboard: 'Dashboard',
    referrals: 'Referrals',
    rewards: 'Rewards',
    userTree: 'User Tree',
    profile: 'Profile',
    profileSettings: 'Profile Settings',
    accountMenu: ', account menu',
  },
  landing: {
    heroBadge: 'Your funds never leave the exchange',
    heroHeading: '#1 Copy Trading Platform with the exchange',
    heroText:
      'Copy a master trader straight into your own exchange account, keep 50% of the profit, and earn from a referral network fifteen levels deep.',
    startCopyTrading: 'Start Copy Trading',
    seeHowYouEarn: 'See how you earn',
    highlights: {
      traders: 'traders',
      profitShare: 'profit share',
      monthlyReturn: 'monthly return',
      referralLevels: 'referral levels',
    },
    performance: {
      title: 'Master strategy',
      live: 'Copying live',
      typicalReturn: 'typical monthly return',
      yours: 'yours',
      withdrawals: 'withdrawals',
      toStart: 'to start',
      disclaimer: 'Illustration. Past results do not guarantee future returns.',
    },
    cards: {
      heading: 'Why traders choose us',
      hint: 'Hover over or focus a card to learn more.',
      evolving: {
        front: 'Evolving',
        caption: 'Strategy',
        back: 'The master strategy keeps adapting to the market, and education and support help you grow with it.',
      },
      best: {
        front: 'Best',
        caption: 'Traders',
        back: 'Join 100+ traders copying one master account, with a typical return of 5-10% a month.',
      },
      levels: {
        front: '15',
        caption: 'Referral levels',
        back: '15% of profit is shared across 15 referral levels, plus bonuses on every subscription.',
      },
      partner: {
        front: '{{exchange}}',
        caption: 'Exchange partner',
        back: 'Your funds stay in your own exchange account: 24/7 deposits and withdrawals, no minimum trading package.',
      },
    },
    steps: {
      eyebrow: 'Four steps',
      title: 'How to Start Copy Trading',
      intro: 'From a new exchange account to copied trades in an afternoon.',
      stepLabel: 'Step {{number}}: ',
      join: {
        title: 'Join {{exchange}}',
        text: 'Open your exchange account through our affiliate link so your trading is linked to our network.',
        action: 'Sign up on {{exchange}}',
      },
      kyc: {
        title: 'Complete KYC and fund $100',
        text: 'Verify your identity on the exchange and deposit at least 100 USDT into your own account. Deposits are open 24/7.',
      },
      copy: {
        title: 'Copy the master trades',
        text: "Follow our master trader's copy-trading profile and let every trade mirror into your account.",
        action: 'Copy the master trader',
      },
      register: {
        title: 'Create your account',
        text: 'Register here with your referral code, link your exchange UID and start earning from your network.',
        action: 'Create an account',
      },
    },
    earn: {
      eyebrow: 'Earn',
      title: 'Three ways to earn',
      intro: 'Profits from the trades you copy, rewards from the traders you bring, and perks for the best.',
      trading: {
        title: 'Trading Profits',
        profitShare: 'profit share',
        monthlyReturn: 'monthly return',
        text: 'You keep 50% of the trading profit, and it stays in your own exchange account. A typical month returns 5-10%.',
      },
      referral: {
        title: 'Referral Rewards',
        profitShared: 'of profit shared',
        levelsDeep: 'levels deep',
        text: 'Invite traders and earn as your network grows: 15% of profit is shared across 15 levels, plus subscription bonuses.',
      },
      perks: {
        title: 'Perks for Top Performers',
        tours: 'Tours',
        toursLabel: 'and conferences',
        gifts: 'Gifts',
        giftsLabel: 'for the best',
        text: 'The most active members are invited to tours and conferences and receive gifts along the way.',
      },
    },
    about: {
      eyebrow: 'About us',
      title: 'Why {{name}}',
      intro:
        'We connect everyday traders with a master trader on a leading exchange, and reward the people who grow the community. You stay in control of your money the whole time.',
      points: {
        funds: 'Your funds always stay on the exchange and are never held by us.',
        traders: '100+ traders already copy the same master account.',
        deposits: 'Deposits and withdrawals 24/7, straight on the exchange.',
        minimum: 'No minimum trading package: start from the 100 USDT deposit.',
        education: 'Education and support from people who trade every day.',
      },
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      start: {
        question: 'What do I need to get started?',
        answer:
          'A deposit of at least 100 USDT in your own exchange account, plus a subscription of {{fee}}, paid in USDT on the BEP20 (BSC) network.',
      },
      funds: {
        question: 'Do you ever hold my funds?',
        answer:
          'No. Your money stays in your own exchange account at all times; the master trades are copied into it, and you keep 50% of the trading profit there.',
      },
      referral: {
        question: 'How do referral earnings work?',
        answer:
          '15% of the trading profit is shared across 15 referral levels, and bonuses are paid on subscriptions made by the people in your network.',
      },
      compliance: {
        question: 'What happens if my balance falls below 100 USDT or I stop copying?',
        answer:
          'Your referral earnings lock. You then have 30 days to become compliant again, by topping your balance back up to 100 USDT or resuming copy trading, before locked earnings are lost.',
      },
      where: {
        question: 'Where do you operate?',
        answer: 'We operate globally, with our base in {{location}}.',
      },
    },
    footer: {
      tagline:
        'Copy trading and referral rewards on your own exchange account. Your funds never leave the exchange.',
      contactUs: 'Contact Us',
      updates: 'Updates channel',
      community: 'Community chat',
      explore: 'Explore',
      howToStart: 'How to start',
      earn: 'Earn',
      createAccount: 'Create an account',
      signIn: 'Sign in',
      rights: 'All rights reserved.',
      risk: 'Trading involves risk. Returns are typical, not guaranteed.',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    back: 'Back to home',
  },
  maintenance: {
    title: 'Under maintenance',
    text: 'Nothing is lost: this page comes back by itself as soon as the maintenance is over.',
  },
};

export default catalogue;

/**
 * The one reader of the build-time environment (`VITE_` variables): the external places the pages
 * link to, the API base and the block explorer. Everything else imports `site`. The product's name
 * is the server's APP_NAME, served at run time (lib/platform.tsx).
 */
const env = import.meta.env;

const fromEnv = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

const optionalFromEnv = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export const site = {
  exchangeName: fromEnv(env.VITE_EXCHANGE_NAME, 'BingX'),
  /** Step 1: join the exchange through our affiliate link. */
  exchangeAffiliateUrl: fromEnv(env.VITE_EXCHANGE_AFFILIATE_URL, 'https://bingx.com/en/register/'),
  /** Step 3: the master trader's copy-trading page on the exchange. */
  masterTraderUrl: fromEnv(env.VITE_MASTER_TRADER_URL, 'https://bingx.com/en/copytrading/'),
  contactEmail: fromEnv(env.VITE_CONTACT_EMAIL, 'support@copytrade-rewards.com'),
  /** Announcement channel (messaging app) and community group. */
  updatesChannelUrl: fromEnv(env.VITE_UPDATES_CHANNEL_URL, 'https://t.me/copytrade_rewards_updates'),
  communityChannelUrl: fromEnv(env.VITE_COMMUNITY_CHANNEL_URL, 'https://t.me/copytrade_rewards_community'),
  /** Where the provider is based (FAQ: operates globally, based in a city state). */
  baseLocation: fromEnv(env.VITE_BASE_LOCATION, 'Singapore'),
  /** The spec's two social icons have no target; set these to give them one. */
  instagramUrl: optionalFromEnv(env.VITE_INSTAGRAM_URL),
  twitterUrl: optionalFromEnv(env.VITE_TWITTER_URL),
  /** Base of every API path ('/api': the server serves the app and the API on one origin). */
  apiUrl: fromEnv(env.VITE_API_URL, '/api'),
  /** A test-network block explorer (member spec 2); BSC testnet unless set. */
  explorerUrl: fromEnv(env.VITE_EXPLORER_URL, 'https://testnet.bscscan.com').replace(/\/+$/, ''),
} as const;

import { paths } from '@/config/paths';

export type NavItem = {
  label: string;
  to: string;
  /** Paths on which this item counts as current. */ current?: string[];
};

/** Spec 2, navigation bar: the public links. */
export const publicLinks: NavItem[] = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Copy Trading', to: paths.copyTrading.href() },
  { label: 'Earn', to: paths.earn.href() },
  { label: 'Contact Us', to: paths.contactUs.href() },
];

/** Spec 2, mobile menu on member pages; /settings is the profile screen. */
export const memberLinks: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.href(), current: [paths.dashboard.path] },
  { label: 'Referrals', to: paths.referrals.href(), current: [paths.referrals.path] },
  { label: 'Rewards', to: paths.rewards.href(), current: [paths.rewards.path] },
  { label: 'User Tree', to: paths.userTree.href(), current: [paths.userTree.path] },
  { label: 'Profile', to: paths.profile.href(), current: [paths.profile.path, paths.settings.path] },
];

export const isCurrent = (item: NavItem, pathname: string) => item.current?.includes(pathname) ?? false;

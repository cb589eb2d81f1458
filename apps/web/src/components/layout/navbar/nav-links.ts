import { paths } from '@/config/paths';

export type NavItem = {
  /** The spec's English label; the screen shows `nav.<key>` of the catalogue. */
  label: string;
  key:
    | 'home'
    | 'copyTrading'
    | 'earn'
    | 'contactUs'
    | 'dashboard'
    | 'referrals'
    | 'rewards'
    | 'userTree'
    | 'profile';
  to: string;
  /** Paths on which this item counts as current. */ current?: string[];
};

/** Spec 2, navigation bar: the public links. */
export const publicLinks: NavItem[] = [
  { label: 'Home', key: 'home', to: paths.home.href() },
  { label: 'Copy Trading', key: 'copyTrading', to: paths.copyTrading.href() },
  { label: 'Earn', key: 'earn', to: paths.earn.href() },
  { label: 'Contact Us', key: 'contactUs', to: paths.contactUs.href() },
];

/** Spec 2, mobile menu on member pages; /settings is the profile screen. */
export const memberLinks: NavItem[] = [
  { label: 'Dashboard', key: 'dashboard', to: paths.dashboard.href(), current: [paths.dashboard.path] },
  { label: 'Referrals', key: 'referrals', to: paths.referrals.href(), current: [paths.referrals.path] },
  { label: 'Rewards', key: 'rewards', to: paths.rewards.href(), current: [paths.rewards.path] },
  { label: 'User Tree', key: 'userTree', to: paths.userTree.href(), current: [paths.userTree.path] },
  {
    label: 'Profile',
    key: 'profile',
    to: paths.profile.href(),
    current: [paths.profile.path, paths.settings.path],
  },
];

export const isCurrent = (item: NavItem, pathname: string) => item.current?.includes(pathname) ?? false;

import type { ComponentType } from 'react';
import type { IconProps } from '@/components/ui/icons/icon';
import {
  DashboardIcon,
  LifebuoyIcon,
  NetworkIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons/nav-icons';
import { paths } from '@/config/paths';

export type SidebarLink = {
  /** The spec's English label; the screen shows `layout.links.<key>` of the member catalogue. */
  label: string;
  key: 'dashboard' | 'referrals' | 'userTree' | 'rewards' | 'profile' | 'support';
  description?: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Paths on which the link is the current one. */
  current: string[];
};

/** Spec 2, authenticated layout: main links, then the lower links. */
export const mainLinks: SidebarLink[] = [
  {
    label: 'Dashboard',
    key: 'dashboard',
    to: paths.dashboard.href(),
    icon: DashboardIcon,
    current: [paths.dashboard.path],
  },
  {
    label: 'Referrals',
    key: 'referrals',
    to: paths.referrals.href(),
    icon: UsersIcon,
    current: [paths.referrals.path],
  },
  {
    label: 'User Tree',
    key: 'userTree',
    description: 'Referral Network',
    to: paths.userTree.href(),
    icon: NetworkIcon,
    current: [paths.userTree.path],
  },
  {
    label: 'Rewards',
    key: 'rewards',
    description: 'Your Earnings',
    to: paths.rewards.href(),
    icon: WalletIcon,
    current: [paths.rewards.path],
  },
];

export const lowerLinks: SidebarLink[] = [
  {
    label: 'Profile',
    key: 'profile',
    description: 'Profile & Security',
    to: paths.profile.href(),
    icon: UserIcon,
    current: [paths.profile.path, paths.settings.path],
  },
  {
    label: 'Help & Support',
    key: 'support',
    to: paths.support.href(),
    icon: LifebuoyIcon,
    current: [paths.support.path],
  },
];

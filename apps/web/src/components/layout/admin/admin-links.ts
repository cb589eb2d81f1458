import type { ComponentType } from 'react';
import type { IconProps } from '@/components/ui/icons/icon';
import {
  ChartIcon,
  GiftIcon,
  ReviewIcon,
  SettingsIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons/nav-icons';
import { paths } from '@/config/paths';

export type AdminLink = {
  /** The spec's English label; the screen shows `layout.links.<key>` of the admin catalogue. */
  label: string;
  key:
    | 'dashboard'
    | 'users'
    | 'withdrawals'
    | 'deposits'
    | 'reconciliation'
    | 'rewards'
    | 'cycles'
    | 'userReports'
    | 'auditLogs'
    | 'securityEvents'
    | 'settings';
  to: string;
  icon: ComponentType<IconProps>;
  /** Matches sub-pages too. */ prefix: string;
};

/** Admin 2, side menu. /admin is the dashboard too. */
export const adminLinks: AdminLink[] = [
  {
    label: 'Overview & Analytics',
    key: 'dashboard',
    to: paths.admin.dashboard.href(),
    icon: ChartIcon,
    prefix: paths.admin.dashboard.path,
  },
  {
    label: 'Users',
    key: 'users',
    to: paths.admin.users.href(),
    icon: UsersIcon,
    prefix: paths.admin.users.path,
  },
  {
    label: 'Review Requests',
    key: 'withdrawals',
    to: paths.admin.withdrawals.href(),
    icon: ReviewIcon,
    prefix: paths.admin.withdrawals.path,
  },
  {
    label: 'Deposits',
    key: 'deposits',
    to: paths.admin.deposits.href(),
    icon: WalletIcon,
    prefix: paths.admin.deposits.path,
  },
  {
    label: 'Reconciliation',
    key: 'reconciliation',
    to: paths.admin.reconciliation.href(),
    icon: ReviewIcon,
    prefix: paths.admin.reconciliation.path,
  },
  {
    label: 'Reward Distribution',
    key: 'rewards',
    to: paths.admin.rewards.href(),
    icon: GiftIcon,
    prefix: paths.admin.rewards.path,
  },
  {
    label: 'Distribution Cycles',
    key: 'cycles',
    to: paths.admin.cycles.href(),
    icon: GiftIcon,
    prefix: paths.admin.cycles.path,
  },
  {
    label: 'User Reports',
    key: 'userReports',
    to: paths.admin.userReports.href(),
    icon: UsersIcon,
    prefix: paths.admin.userReports.path,
  },
  {
    label: 'Audit Log',
    key: 'auditLogs',
    to: paths.admin.auditLogs.href(),
    icon: ReviewIcon,
    prefix: paths.admin.auditLogs.path,
  },
  {
    label: 'Security Events',
    key: 'securityEvents',
    to: paths.admin.securityEvents.href(),
    icon: ReviewIcon,
    prefix: paths.admin.securityEvents.path,
  },
  {
    label: 'Admin Settings',
    key: 'settings',
    to: paths.admin.settings.href(),
    icon: SettingsIcon,
    prefix: paths.admin.settings.path,
  },
];

export const isAdminLinkCurrent = (link: AdminLink, pathname: string) =>
  pathname === link.prefix ||
  pathname.startsWith(`${link.prefix}/`) ||
  (link.prefix === paths.admin.dashboard.path && pathname === paths.admin.root.path);

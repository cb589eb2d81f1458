import { describe, expect, it } from 'vitest';
import { adminLinks, isAdminLinkCurrent } from '@/components/layout/admin/admin-links';
import { lowerLinks, mainLinks } from '@/components/layout/member/sidebar-links';
import { isCurrent, memberLinks, publicLinks } from '@/components/layout/navbar/nav-links';
import { memberMenuPaths } from '@/config/paths';

const summary = (links: { label: string; to: string }[]) => links.map(({ label, to }) => [label, to]);

describe('navigation bar links (spec 2)', () => {
  it('public links: Home, Copy Trading, Earn, Contact Us', () => {
    expect(summary(publicLinks)).toEqual([
      ['Home', '/'],
      ['Copy Trading', '/#copy-trading'],
      ['Earn', '/#earn'],
      ['Contact Us', '/#contact-us'],
    ]);
  });

  it('the mobile menu lists member links on exactly these pages', () => {
    expect([...memberMenuPaths].sort()).toEqual(
      ['/dashboard', '/profile', '/referrals', '/rewards', '/settings', '/support'].sort(),
    );
    expect(memberMenuPaths).not.toContain('/user-tree');
  });

  it('member links: Dashboard, Referrals, Rewards, User Tree, Profile; Profile is current on /settings too', () => {
    expect(summary(memberLinks)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Referrals', '/referrals'],
      ['Rewards', '/rewards'],
      ['User Tree', '/user-tree'],
      ['Profile', '/profile'],
    ]);
    const profile = memberLinks.find((link) => link.label === 'Profile');
    if (!profile) throw new Error('no Profile link');
    expect(isCurrent(profile, '/profile')).toBe(true);
    expect(isCurrent(profile, '/settings')).toBe(true);
    expect(memberLinks.filter((link) => isCurrent(link, '/support'))).toEqual([]);
    expect(memberLinks.filter((link) => isCurrent(link, '/rewards')).map((link) => link.label)).toEqual([
      'Rewards',
    ]);
  });
});

describe('member sidebar (authenticated layout)', () => {
  it('main links with their descriptions, then Profile and Help & Support', () => {
    expect(mainLinks.map(({ label, description, to }) => [label, description ?? null, to])).toEqual([
      ['Dashboard', null, '/dashboard'],
      ['Referrals', null, '/referrals'],
      ['User Tree', 'Referral Network', '/user-tree'],
      ['Rewards', 'Your Earnings', '/rewards'],
    ]);
    expect(lowerLinks.map(({ label, description, to }) => [label, description ?? null, to])).toEqual([
      ['Profile', 'Profile & Security', '/profile'],
      ['Help & Support', null, '/support'],
    ]);
    expect(lowerLinks[0]?.current).toContain('/settings');
  });
});

describe('admin side menu', () => {
  it("lists the spec's five admin sections plus deposits, reconciliation, cycles, user reports, the audit log and security events (issues 5, 7, 12, 15, 21)", () => {
    expect(summary(adminLinks)).toEqual([
      ['Overview & Analytics', '/admin/dashboard'],
      ['Users', '/admin/users'],
      ['Review Requests', '/admin/withdrawals'],
      ['Deposits', '/admin/deposits'],
      ['Reconciliation', '/admin/reconciliation'],
      ['Reward Distribution', '/admin/rewards'],
      ['Distribution Cycles', '/admin/cycles'],
      ['User Reports', '/admin/user-reports'],
      ['Audit Log', '/admin/audit-logs'],
      ['Security Events', '/admin/security-events'],
      ['Admin Settings', '/admin/settings'],
    ]);
  });

  it('highlights the section of the current page, detail pages included', () => {
    const current = (pathname: string) =>
      adminLinks.filter((link) => isAdminLinkCurrent(link, pathname)).map((link) => link.label);
    expect(current('/admin')).toEqual(['Overview & Analytics']);
    expect(current('/admin/users/abc')).toEqual(['Users']);
    expect(current('/admin/withdrawals/abc')).toEqual(['Review Requests']);
    expect(current('/admin/user-reports')).toEqual(['User Reports']);
    expect(current('/admin/deposits/abc')).toEqual(['Deposits']);
    expect(current('/admin/usersx')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  decideAdminAccess,
  decideAuthPageAccess,
  decideMemberAccess,
  decideOnboardingAccess,
} from '@/app/guards/guard-decisions';
import { localKeys } from '@/config/storage-keys';
import { hasCompletedOnboarding } from '@/lib/session/onboarding-status';
import { clearAdminData } from '@/lib/storage';
import { installStorages } from './support/memory-storage';
import { makeUser } from './support/users';

const loading = { status: 'loading', user: null } as const;
const anonymous = { status: 'anonymous', user: null } as const;
const signedIn = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  ({ status: 'authenticated', user: makeUser(overrides) }) as const;

describe('member guard', () => {
  it('waits while the session loads, sends visitors to sign in', () => {
    expect(decideMemberAccess(loading)).toBe('wait');
    expect(decideMemberAccess(anonymous)).toBe('signin');
  });
  it('sends admins to the admin dashboard, even with onboarding done', () => {
    expect(decideMemberAccess(signedIn({ isAdmin: true }))).toBe('admin-dashboard');
  });
  it('sends members with an unpaid subscription or no exchange UID to onboarding', () => {
    expect(decideMemberAccess(signedIn({ subscriptionFee: { paid: false, timestamp: null } }))).toBe(
      'onboarding',
    );
    expect(decideMemberAccess(signedIn({ subscriptionFee: null }))).toBe('onboarding');
    expect(decideMemberAccess(signedIn({ subscriptionFee: 10 }))).toBe('onboarding');
    expect(decideMemberAccess(signedIn({ bingXUID: null }))).toBe('onboarding');
    expect(decideMemberAccess(signedIn({ bingXUID: '  ' }))).toBe('onboarding');
  });
  it('renders for a member with a paid subscription and a linked UID', () => {
    expect(decideMemberAccess(signedIn())).toBe('render');
  });
});

describe('admin guard', () => {
  it('waits, then sends visitors to sign in and members away', () => {
    expect(decideAdminAccess(loading)).toBe('wait');
    expect(decideAdminAccess(anonymous)).toBe('signin');
    expect(decideAdminAccess(signedIn())).toBe('not-admin');
    expect(decideAdminAccess(signedIn({ isAdmin: true }))).toBe('render');
  });

  it('takes an admin whose generated password must be changed to the settings page, and only there renders', () => {
    const admin = signedIn({ isAdmin: true, mustChangePassword: true });
    expect(decideAdminAccess(admin, '/admin/dashboard')).toBe('change-password');
    expect(decideAdminAccess(admin, '/admin/users')).toBe('change-password');
    expect(decideAdminAccess(admin, '/admin/settings')).toBe('render');
    expect(decideAdminAccess(signedIn({ isAdmin: true }), '/admin/dashboard')).toBe('render');
  });

  it('takes an admin without a second factor to its enrolment page, and only there renders (issue 14)', () => {
    const admin = signedIn({ isAdmin: true, twoFactorRequired: true });
    for (const page of ['/admin/dashboard', '/admin/users', '/admin/settings', '/admin/withdrawals/x']) {
      expect(decideAdminAccess(admin, page)).toBe('two-factor');
    }
    expect(decideAdminAccess(admin, '/admin/two-factor')).toBe('render');
    // The generated password is changed first, then the factor is set up.
    const both = signedIn({ isAdmin: true, mustChangePassword: true, twoFactorRequired: true });
    expect(decideAdminAccess(both, '/admin/two-factor')).toBe('change-password');
    expect(decideAdminAccess(both, '/admin/settings')).toBe('render');
  });

  it("a non-admin's stored admin session data and preferences are cleared", () => {
    const { local } = installStorages();
    local.setItem(localKeys.adminSession, '{"tab":"users"}');
    local.setItem(localKeys.adminPreferences, '{"sessionTimeout":30}');
    local.setItem(localKeys.token, 'member-token');
    clearAdminData();
    expect(local.getItem(localKeys.adminSession)).toBeNull();
    expect(local.getItem(localKeys.adminPreferences)).toBeNull();
    expect(local.getItem(localKeys.token)).toBe('member-token');
  });
});

describe('onboarding guard', () => {
  it('waits, sends visitors to sign in, and finished members to the dashboard', () => {
    expect(decideOnboardingAccess(loading)).toBe('wait');
    expect(decideOnboardingAccess(anonymous)).toBe('signin');
    expect(decideOnboardingAccess(signedIn())).toBe('dashboard');
  });
  it('renders while a step is open', () => {
    expect(decideOnboardingAccess(signedIn({ bingXUID: undefined }))).toBe('render');
    expect(decideOnboardingAccess(signedIn({ subscriptionFee: { paid: false, timestamp: null } }))).toBe(
      'render',
    );
  });
});

describe('sign-in and register pages', () => {
  it('render until the user is known, then send admins and members to their dashboards', () => {
    expect(decideAuthPageAccess(loading)).toBe('render');
    expect(decideAuthPageAccess(anonymous)).toBe('render');
    expect(decideAuthPageAccess(signedIn({ isAdmin: true }))).toBe('admin-dashboard');
    expect(decideAuthPageAccess(signedIn({ subscriptionFee: null }))).toBe('dashboard');
  });
});

describe('onboarding status', () => {
  it('needs both a paid fee and a UID', () => {
    expect(hasCompletedOnboarding(makeUser())).toBe(true);
    expect(hasCompletedOnboarding(makeUser({ bingXUID: '' }))).toBe(false);
    expect(hasCompletedOnboarding(makeUser({ subscriptionFee: undefined }))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminUserStatusTone,
  referralStatusTone,
  statusLabel,
  withdrawalStatusTone,
} from '@/lib/status-colours';

describe('status colours (spec section 4)', () => {
  it('referral contexts: ACTIVE green, LOCKED yellow, DISABLED red, else grey', () => {
    expect(referralStatusTone('ACTIVE')).toBe('green');
    expect(referralStatusTone('LOCKED')).toBe('yellow');
    expect(referralStatusTone('DISABLED')).toBe('red');
    expect(referralStatusTone('PENDING')).toBe('grey');
    expect(referralStatusTone(undefined)).toBe('grey');
  });

  it('withdrawals: PENDING yellow, APPROVED green, REJECTED red, BLOCKED_COMPLIANCE purple, others neutral', () => {
    expect(withdrawalStatusTone('PENDING')).toBe('yellow');
    expect(withdrawalStatusTone('APPROVED')).toBe('green');
    expect(withdrawalStatusTone('REJECTED')).toBe('red');
    expect(withdrawalStatusTone('BLOCKED_COMPLIANCE')).toBe('purple');
    expect(withdrawalStatusTone('PROCESSING')).toBe('grey');
  });

  it('withdrawal labels replace the underscore with a space', () => {
    expect(statusLabel('BLOCKED_COMPLIANCE')).toBe('BLOCKED COMPLIANCE');
    expect(statusLabel(null)).toBe('');
  });

  it('admin user views: ACTIVE green, LOCKED red, DISABLED grey, unknown grey', () => {
    expect(adminUserStatusTone('ACTIVE')).toBe('green');
    expect(adminUserStatusTone('LOCKED')).toBe('red');
    expect(adminUserStatusTone('DISABLED')).toBe('grey');
    expect(adminUserStatusTone('SOMETHING')).toBe('grey');
  });
});

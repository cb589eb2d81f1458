import { describe, expect, it } from 'vitest';
import { decisionBody, decisionErrors, needsReason } from '@/features/admin-withdrawals/lib/decision-form';

const HASH = `0x${'ab'.repeat(32)}`;

describe('withdrawal decision form (admin review)', () => {
  it('a reason is required to reject or block, not to approve', () => {
    expect(needsReason('APPROVED')).toBe(false);
    expect(decisionErrors('REJECTED', { reason: '  ', transactionHash: '' })).toEqual({
      reason: 'A reason is required to reject or block a withdrawal',
    });
    expect(decisionErrors('BLOCKED_COMPLIANCE', { reason: '', transactionHash: '' })).toHaveProperty(
      'reason',
    );
    expect(decisionErrors('APPROVED', { reason: '', transactionHash: '' })).toEqual({});
  });

  it('the hash is optional and must be 0x + 64 hex characters', () => {
    expect(decisionErrors('APPROVED', { reason: '', transactionHash: HASH })).toEqual({});
    expect(decisionErrors('APPROVED', { reason: '', transactionHash: '0x12' })).toEqual({
      transactionHash: 'Transaction hash must be 0x followed by 64 hex characters',
    });
  });

  it('sends trimmed values, leaves empty ones out, and the hash only with an approval', () => {
    expect(decisionBody('APPROVED', { reason: ' ', transactionHash: ` ${HASH} ` })).toEqual({
      status: 'APPROVED',
      transactionHash: HASH,
    });
    expect(decisionBody('REJECTED', { reason: ' Wrong network ', transactionHash: HASH })).toEqual({
      status: 'REJECTED',
      reason: 'Wrong network',
    });
  });
});

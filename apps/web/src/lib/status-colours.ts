import { statusLabel as contractStatusLabel } from '@app/contract';

/**
 * Status colours of spec section 4, as tones the Badge understands.
 * The same status reads differently in referral and admin contexts, hence three tables.
 */
export type Tone = 'green' | 'yellow' | 'red' | 'purple' | 'grey';

/** Referral contexts: ACTIVE green, LOCKED yellow, DISABLED red, anything else grey. */
export const referralStatusTone = (status: string | null | undefined): Tone => {
  switch (status) {
    case 'ACTIVE':
      return 'green';
    case 'LOCKED':
      return 'yellow';
    case 'DISABLED':
      return 'red';
    default:
      return 'grey';
  }
};

/** Withdrawals: PENDING yellow, APPROVED green, REJECTED red, BLOCKED_COMPLIANCE purple, others neutral. */
export const withdrawalStatusTone = (status: string | null | undefined): Tone => {
  switch (status) {
    case 'PENDING':
      return 'yellow';
    case 'APPROVED':
      return 'green';
    case 'REJECTED':
      return 'red';
    case 'BLOCKED_COMPLIANCE':
      return 'purple';
    default:
      return 'grey';
  }
};

/** 'BLOCKED_COMPLIANCE' -> 'BLOCKED COMPLIANCE'. */
export const statusLabel = (status: string | null | undefined): string => contractStatusLabel(status ?? '');

/** Admin user views: ACTIVE green, LOCKED red, DISABLED grey, unknown grey. */
export const adminUserStatusTone = (status: string | null | undefined): Tone => {
  switch (status) {
    case 'ACTIVE':
      return 'green';
    case 'LOCKED':
      return 'red';
    default:
      return 'grey';
  }
};

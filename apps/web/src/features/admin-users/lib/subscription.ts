import type { AdminUser } from '@app/contract';

/** Both readings of subscriptionFee (admin 3): a number amount means paid; an object says so itself. */
export const readSubscription = (
  fee: AdminUser['subscriptionFee'],
): { paid: boolean; amount: number | null; timestamp: string | null } => {
  if (fee === null || fee === undefined) return { paid: false, amount: null, timestamp: null };
  if (typeof fee === 'number') return { paid: fee > 0, amount: fee, timestamp: null };
  return {
    paid: Boolean(fee.paid ?? fee.hasPaid),
    amount: fee.amount ?? null,
    timestamp: fee.timestamp ?? null,
  };
};

import { formatDateTime } from '@/lib/format/date';

/** WALLET_ADDRESS_NOT_READY's data, when a failure carries it. */
type NotReadyData = Record<string, unknown> | null | undefined;

/**
 * The withdrawal modal's words for an address that is not ready: when it opens (the member's own
 * time zone), or that it awaits the e-mailed confirmation.
 */
export const notReadyText = (data: NotReadyData): string => {
  if (data?.status === 'CONFIRMED' && typeof data.usableFrom === 'string')
    return `This address was confirmed recently. Withdrawals to it open at ${formatDateTime(data.usableFrom)}.`;
  if (data?.linkSent === true)
    return 'This address is new, so we added it to your address book and e-mailed you a confirmation link. It can be used 24 hours after you confirm it.';
  return 'This address awaits confirmation: use the link we e-mailed you. It can be used 24 hours after you confirm it.';
};

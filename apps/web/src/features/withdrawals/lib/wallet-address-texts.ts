import { formatDateTime } from '@/lib/format/date';
import { translatorFor } from '@/lib/i18n/i18n';

/** WALLET_ADDRESS_NOT_READY's data, when a failure carries it. */
type NotReadyData = Record<string, unknown> | null | undefined;

/**
 * The withdrawal modal's words for an address that is not ready: when it opens (the member's own
 * time zone), or that it awaits the e-mailed confirmation.
 */
export const notReadyText = (data: NotReadyData): string => {
  // Built outside a component: the language shown when the refusal arrives (ADR 0013).
  const t = translatorFor('member');
  if (data?.status === 'CONFIRMED' && typeof data.usableFrom === 'string')
    return t('withdrawal.notReady.opensAt', { date: formatDateTime(data.usableFrom) });
  if (data?.linkSent === true) return t('withdrawal.notReady.linkSent');
  return t('withdrawal.notReady.awaiting');
};

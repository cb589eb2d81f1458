import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format/date';
import { initials } from '@/lib/format/names';
import { referralStatusTone, statusLabel } from '@/lib/status-colours';
import type { ReferralItem } from '../api/referral-history';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { useTranslation } from '@/lib/i18n/use-translation';

const headers = ['user', 'level', 'status', 'subscription', 'linkedAccount', 'joined'] as const;

/** The Referral History table (member section 2): one row per member of the network. */
export const ReferralHistoryTable = ({ referrals }: { referrals: ReferralItem[] }) => {
  const { t } = useTranslation('member');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="border-b border-slate-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 font-medium">
                {t(`referrals.history.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800">
          {referrals.map((referral) => (
            <ReferralRow key={referral._id} referral={referral} />
          ))}
        </tbody>
      </table>
    </div>
  );
};

const ReferralRow = ({ referral }: { referral: ReferralItem }) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  return (
    <tr className="text-slate-200" data-testid="referral-row">
      <td className="px-3 py-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-500/15 text-xs font-bold text-emerald-300"
          >
            {initials(referral)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium text-white">{referral.name}</p>
            <p className="truncate text-xs text-slate-400">{referral.email}</p>
          </div>
        </div>
      </td>
      <td className="px-3 py-3">{t('referrals.history.levelN', { level: referral.level })}</td>
      <td className="px-3 py-3">
        <Badge tone={referralStatusTone(referral.status)}>{translate(statusLabel(referral.status))}</Badge>
      </td>
      <td className="px-3 py-3">
        {referral.subscriptionPaid ? (
          <div>
            <Badge tone="green">{t('referrals.history.paid')}</Badge>
            <p className="mt-1 text-xs text-slate-400">{formatDate(referral.subscriptionTimestamp)}</p>
          </div>
        ) : (
          <Badge tone="yellow">{t('referrals.history.pending')}</Badge>
        )}
      </td>
      <td className="px-3 py-3">
        {referral.bingxLinked ? (
          <Badge tone="green">{t('referrals.history.linked')}</Badge>
        ) : (
          <Badge tone="grey">{t('referrals.history.notLinked')}</Badge>
        )}
      </td>
      <td className="px-3 py-3 text-slate-300">{formatDate(referral.joinedAt)}</td>
    </tr>
  );
};

import { memberTexts } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useReferralStatistics } from '../api/referral-history';
import { intlLocales } from '@/lib/i18n/languages';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { useTranslation } from '@/lib/i18n/use-translation';

const TILES = [
  ['total', 'totalReferrals'],
  ['active', 'activeReferrals'],
  ['linked', 'bingxLinked'],
  ['paid', 'paidSubscriptions'],
] as const;

/** Referral Statistics over the whole network, with a Retry link when they fail to load. */
export const ReferralStatistics = () => {
  const statistics = useReferralStatistics();
  const { t, language } = useTranslation('member');
  const translate = useTranslateText();
  return (
    <Card title={t('referrals.statistics.title')}>
      {statistics.isError ? (
        <Alert>
          {translate(memberTexts.referrals.statsFailed)}{' '}
          <button
            type="button"
            className="font-semibold text-emerald-300 underline hover:text-emerald-200"
            onClick={() => void statistics.refetch()}
          >
            {t('referrals.statistics.retry')}
          </button>
        </Alert>
      ) : (
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {TILES.map(([label, key]) => (
            <div key={key} className="rounded-xl bg-slate-950/60 p-4">
              <dt className="text-sm text-slate-400">{t(`referrals.statistics.${label}`)}</dt>
              <dd
                className="mt-1 text-2xl font-bold text-white"
                aria-busy={statistics.isPending || undefined}
              >
                {statistics.data ? statistics.data[key].toLocaleString(intlLocales[language]) : '—'}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
};

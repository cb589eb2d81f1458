import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ReferralCodeCard } from '../components/referral-code-card';
import { ReferralHistory } from '../components/referral-history';
import { ReferralStatistics } from '../components/referral-statistics';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /referrals (member section 2): code, statistics, history. */
export const ReferralsPage = () => {
  const { t } = useTranslation('member');
  useDocumentTitle(t('referrals.title'));
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('referrals.title')}</h1>
        <p className="mt-1 text-slate-300">{t('referrals.subtitle')}</p>
      </div>
      {user ? <ReferralCodeCard code={user.referralCode} /> : null}
      <ReferralStatistics />
      <ReferralHistory />
    </div>
  );
};

import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ReferralCodeCard } from '../components/referral-code-card';
import { ReferralHistory } from '../components/referral-history';
import { ReferralStatistics } from '../components/referral-statistics';

/** /referrals (member section 2): code, statistics, history. */
export const ReferralsPage = () => {
  useDocumentTitle('Referrals');
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Referrals</h1>
        <p className="mt-1 text-slate-300">Everyone you have brought in, level by level.</p>
      </div>
      {user ? <ReferralCodeCard code={user.referralCode} /> : null}
      <ReferralStatistics />
      <ReferralHistory />
    </div>
  );
};

import { flushSync } from 'react-dom';
import { useTranslation } from '@/lib/i18n/use-translation';
import { memberTexts } from '@app/contract';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Alert } from '@/components/ui/alert';
import { useRewardStats } from '@/features/rewards';
import { BalanceOverview } from '../components/balance-overview';
import { IncomeBreakdown } from '../components/income-breakdown';
import { ReferralLinkCard } from '../components/referral-link-card';
import { SubscriptionCard } from '../components/subscription-card';
import { VerificationBanner } from '../components/verification-banner';
import { WelcomeCard } from '../components/welcome-card';

/** Member spec 2, dashboard: welcome, verification, subscription, referral link, balances, income. */
export const DashboardPage = () => {
  const { t } = useTranslation('member');
  useDocumentTitle(t('dashboard.title'));
  const session = useSession();
  const navigate = useNavigate();
  const user = session.user;
  const stats = useRewardStats(user?._id ?? '');
  if (!user) return null; // the member guard renders this page only for a signed-in member

  // Leave the guarded page first, then end the session (as the navigation bar does).
  const signOut = () => {
    flushSync(() => navigate(paths.home.href()));
    session.signOut();
  };

  return (
    <div className="space-y-6">
      <WelcomeCard user={user} onSignOut={signOut} />
      {user.isEmailVerified ? null : <VerificationBanner />}
      <div className="grid gap-6 md:grid-cols-2">
        <SubscriptionCard fee={user.subscriptionFee} />
        <ReferralLinkCard code={user.referralCode} />
      </div>
      {stats.isError ? <Alert>{memberTexts.dashboard.statsFailed}</Alert> : null}
      <BalanceOverview
        stats={stats.data}
        refreshing={stats.isFetching}
        onRefresh={() => void stats.refetch()}
      />
      <IncomeBreakdown stats={stats.data} />
    </div>
  );
};

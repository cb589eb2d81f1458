import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import type { SessionUser } from '@/lib/session/session-context';
import { useLiveUpdates } from '@/lib/live/use-live-updates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useFreshProfile } from '../api/get-fresh-profile';
import { useOnboardingInfo } from '../api/get-onboarding-info';
import { onboardingKeys } from '../api/onboarding-keys';
import { LinkExchangeStep } from '../components/link-exchange-step';
import { OnboardingCompleteCard } from '../components/onboarding-complete-card';
import { PaySubscriptionStep } from '../components/pay-subscription-step';
import { StepTracker } from '../components/step-tracker';
import { useOnboardingTexts } from '../content/onboarding-texts';
import { onboardingProgress } from '../lib/onboarding-progress';

const LIVE_RULES = { 'payment-credited': [onboardingKeys.all] };

/** Member spec 2 and 4, onboarding: pay the subscription, link the exchange account, done. */
export const OnboardingPage = () => {
  const { t } = useTranslation('member');
  useDocumentTitle(t('onboarding.documentTitle'));
  const session = useSession();
  // The onboarding guard renders this page only for a signed-in account.
  return session.user ? <OnboardingScreen user={session.user} /> : null;
};

const OnboardingScreen = ({ user }: { user: SessionUser }) => {
  const session = useSession();
  const texts = useOnboardingTexts();
  const navigate = useNavigate();
  const profile = useFreshProfile(user);
  const info = useOnboardingInfo();
  // Answers of this screen's own calls: newer than the profile read before them.
  const [newer, setNewer] = useState<{ paid?: boolean; uid?: string }>({});
  const [leaving, setLeaving] = useState(false);
  // The watcher's credit shows without 'Refresh Payment Status' (issue 17): the profile and the
  // deposits are read again on the event, or polled while the event stream is down.
  useLiveUpdates(LIVE_RULES);
  const current = profile.data;
  // A refresh that found nothing yet must not hide a payment the profile shows later.
  const progress = onboardingProgress(current, { ...newer, paid: newer.paid === true ? true : undefined });
  const fee = current.subscriptionFee;
  const paidAt = typeof fee === 'object' && fee !== null ? fee.timestamp : null;

  const goToDashboard = async () => {
    setLeaving(true);
    await session.refreshUser(); // the member guard reads the session's copy
    void navigate(paths.dashboard.path);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 pt-28 pb-16">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{texts.title}</h1>
        <p className="text-slate-300">{texts.subtitle}</p>
      </header>
      <StepTracker paid={progress.paid} linked={progress.uid !== null} />

      {progress.complete ? (
        <OnboardingCompleteCard
          uid={progress.uid}
          leaving={leaving}
          onGoToDashboard={() => void goToDashboard()}
        />
      ) : (
        <>
          {info.isPending ? (
            <Spinner label={texts.pay.loading} className="py-8" />
          ) : info.isError ? (
            <Alert>
              {texts.loadFailed}{' '}
              <Button size="sm" variant="ghost" onClick={() => void info.refetch()}>
                {texts.retry}
              </Button>
            </Alert>
          ) : (
            <PaySubscriptionStep
              info={info.data}
              paid={progress.paid}
              paidAt={paidAt}
              onStatus={(status) => setNewer((before) => ({ ...before, paid: status.paid }))}
              onRefreshed={() => void profile.refetch()}
            />
          )}
          <LinkExchangeStep
            uid={progress.uid}
            exchangeRules={info.data?.exchangeRules ?? null}
            onLinked={(uid) => setNewer((before) => ({ ...before, uid }))}
          />
        </>
      )}
    </div>
  );
};

import { moneyToDecimal, successMessages, type DataOf, type endpoints } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format/date';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRefreshSubscription, type SubscriptionStatus } from '../api/refresh-subscription';
import { useOnboardingTexts } from '../content/onboarding-texts';
import { depositSummaryText } from '../lib/deposit-summary';
import { CopyValue } from './copy-value';
import { DepositQrCode } from './deposit-qr-code';
import { PaymentInstructions } from './payment-instructions';
import { StepHeading } from './step-heading';
import { TestPaymentButton } from './test-payment-button';

type OnboardingInfo = DataOf<typeof endpoints.onboardingInfo>;
type RefreshOutcome = { ok: boolean; text: string; status?: SubscriptionStatus };

/**
 * Step 1: where and how to pay, and 'Refresh Payment Status', which has the server read the
 * chain now and then re-reads the profile (`onRefreshed`).
 */
export const PaySubscriptionStep = ({
  info,
  paid,
  paidAt,
  onStatus,
  onRefreshed,
}: {
  info: OnboardingInfo;
  paid: boolean;
  paidAt: string | null;
  onStatus: (status: SubscriptionStatus) => void;
  onRefreshed: () => void;
}) => {
  const refresh = useRefreshSubscription();
  const texts = useOnboardingTexts();
  const [result, setResult] = useState<RefreshOutcome | null>(null);
  // The newest word on the member's deposits: the last refresh's, else the screen's info.
  const { t } = useTranslation('member');
  const deposits = depositSummaryText(result?.status ?? info.deposits, t);

  const onRefresh = async () => {
    const outcome = await refresh.mutateAsync();
    if (outcome.ok) {
      onStatus(outcome.data);
      setResult({
        ok: true,
        text: outcome.message || successMessages.subscriptionRefreshed,
        status: outcome.data,
      });
    } else {
      setResult({ ok: false, text: outcome.message });
    }
    onRefreshed();
  };

  return (
    <Card aria-labelledby="step-pay" data-testid="step-pay">
      <StepHeading id="step-pay" number={1} title={texts.steps.pay} done={paid} />
      {paid ? (
        <PaidSummary paidAt={paidAt} deposits={deposits} />
      ) : (
        <PaymentDetails info={info} refreshing={refresh.isPending} onRefresh={() => void onRefresh()} />
      )}
      {result ? <RefreshResult result={result} /> : null}
    </Card>
  );
};

const PaidSummary = ({ paidAt, deposits }: { paidAt: string | null; deposits: string | null }) => {
  const texts = useOnboardingTexts();
  return (
    <div className="space-y-1 text-sm text-slate-300">
      <p className="font-semibold text-emerald-300">{texts.pay.paidTitle}</p>
      {paidAt ? <p>{texts.pay.paidOn(formatDateTime(paidAt))}</p> : null}
      {deposits ? <p data-testid="deposit-summary">{deposits}</p> : null}
    </div>
  );
};

/** What to pay, where (QR code and addresses), how, and the refresh button. */
const PaymentDetails = ({
  info,
  refreshing,
  onRefresh,
}: {
  info: OnboardingInfo;
  refreshing: boolean;
  onRefresh: () => void;
}) => {
  const texts = useOnboardingTexts();
  return (
    <div className="space-y-5">
      <p className="text-slate-300">{texts.pay.intro}</p>
      <div>
        <p className="text-2xl font-bold text-white" data-testid="subscription-fee">
          {texts.pay.fee(moneyToDecimal(info.fee))}
        </p>
        <p className="text-sm text-slate-400" data-testid="subscription-period">
          {texts.pay.period(moneyToDecimal(info.fee), info.periodDays)}
        </p>
      </div>
      {info.walletAddress ? (
        <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
          <DepositQrCode address={info.walletAddress} />
          <div className="min-w-0 space-y-2">
            <CopyValue label={texts.pay.depositAddress} value={info.walletAddress} testId="deposit-address" />
            <CopyValue label={texts.pay.contractAddress} value={info.usdtContract} testId="usdt-contract" />
          </div>
        </div>
      ) : (
        <Alert>{texts.pay.addressUnavailable}</Alert>
      )}
      <PaymentInstructions />
      {info.devMode ? <TestPaymentButton /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button isLoading={refreshing} onClick={onRefresh}>
          {texts.pay.refresh}
        </Button>
      </div>
    </div>
  );
};

/** The last refresh's answer, with what has arrived so far while the fee is not yet covered. */
const RefreshResult = ({ result }: { result: RefreshOutcome }) => {
  const texts = useOnboardingTexts();
  return (
    <Alert tone={result.ok ? 'success' : 'error'} className="mt-4">
      <p>{result.text}</p>
      {result.status && !result.status.paid ? (
        <p className="mt-1">
          {texts.pay.received(
            moneyToDecimal(result.status.amountReceived),
            moneyToDecimal(result.status.fee),
          )}
        </p>
      ) : null}
    </Alert>
  );
};

import { useTranslation } from '@/lib/i18n/use-translation';
import { errorCatalogue } from '@app/contract';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ChevronLeftIcon } from '@/components/ui/icons/ui-icons';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWithdrawalReview } from '../api/get-withdrawal-review';
import { DecisionPanel } from '../components/decision-panel';
import { PayoutPanel } from '../components/payout-panel';
import { ReviewAccountCard } from '../components/review-account-card';
import { ReviewHistory } from '../components/review-history';
import { ReviewRequestCard } from '../components/review-request-card';
import { ReviewSignals } from '../components/review-signals';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/withdrawals/:id, the review screen (ours to design, DESIGN 3; loaded lazily). */
export const AdminWithdrawalReviewPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('review.title'));
  const id = useParams().id ?? '';
  const valid = UUID.test(id);
  const review = useWithdrawalReview(valid ? id : '');

  const data = review.data;
  return (
    <div className="space-y-6">
      <Link
        to={paths.admin.withdrawals.href()}
        className="inline-flex items-center gap-1 text-sm text-slate-300 hover:text-white"
      >
        <ChevronLeftIcon className="size-4" /> {t('review.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white">{t('review.title')}</h1>
        {data ? (
          <p className="mt-1 text-slate-300">
            {fullName(data.user)} · <span className="font-mono">{data.user.userId}</span>
          </p>
        ) : null}
      </div>
      {!valid ? (
        <Alert>{errorCatalogue.WITHDRAWAL_NOT_FOUND.text}</Alert>
      ) : review.isPending ? (
        <PageSpinner text={t('review.loading')} />
      ) : review.isError ? (
        <Alert>{review.error.message}</Alert>
      ) : data ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <ReviewRequestCard review={data} />
            <DecisionPanel review={data} />
          </div>
          <PayoutPanel review={data} />
          <ReviewSignals signals={data.signals} />
          <ReviewAccountCard review={data} />
          <ReviewHistory withdrawals={data.previousWithdrawals} />
        </>
      ) : null}
    </div>
  );
};

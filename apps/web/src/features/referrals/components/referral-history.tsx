import { memberTexts } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useReferralPage } from '../api/referral-history';
import { LevelFilter } from './level-filter';
import { ReferralHistoryTable } from './referral-history-table';
import { ReferralPager } from './referral-pager';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Referral History: level filter, table, pager (only when there is more than one page). */
export const ReferralHistory = () => {
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const history = useReferralPage(page, level);
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const pagination = history.data?.pagination;

  return (
    <Card
      title={t('referrals.history.title')}
      actions={
        <LevelFilter
          value={level}
          onChange={(next) => {
            setLevel(next);
            setPage(1);
          }}
        />
      }
    >
      {history.isError ? (
        <Alert className="my-4 text-center">
          {translate(memberTexts.referrals.loadFailed)}{' '}
          <button
            type="button"
            className="font-semibold text-emerald-300 underline hover:text-emerald-200"
            onClick={() => void history.refetch()}
          >
            {t('referrals.history.tryAgain')}
          </button>
        </Alert>
      ) : history.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('referrals.history.loading')} />
        </div>
      ) : history.data.referrals.length === 0 ? (
        <p className="py-10 text-center text-slate-400">{translate(memberTexts.referrals.empty)}</p>
      ) : (
        <div aria-busy={history.isFetching || undefined}>
          <ReferralHistoryTable referrals={history.data.referrals} />
          {pagination && pagination.totalPages > 1 ? (
            <ReferralPager
              page={pagination.currentPage}
              totalPages={pagination.totalPages}
              limit={pagination.limit}
              totalRecords={pagination.totalRecords}
              onPage={setPage}
            />
          ) : null}
        </div>
      )}
    </Card>
  );
};

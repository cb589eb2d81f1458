import { useTranslation } from '@/lib/i18n/use-translation';
import { ADMIN_PAGE_SIZE, adminTexts, type WithdrawalStatus } from '@app/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AdminFailureAlert } from '@/components/ui/admin-failure-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminUser } from '../api/get-admin-user';
import { AdjustmentsCard } from '../components/adjustments-card';
import { DeleteUserButton } from '../components/delete-user-button';
import { UserDetailHeader } from '../components/user-detail-header';
import { UserDetailTabs } from '../components/user-detail-tabs';
import { UserSummaryCards } from '../components/user-summary-cards';
import { useOwnAccountId } from '../hooks/use-own-account-id';
import { isUserId } from '../lib/is-user-id';

/** Admin 2, user detail. */
export const AdminUserDetailPage = () => {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  useDocumentTitle(t('userDetail.title'));
  const valid = isUserId(id);
  const ownId = useOwnAccountId();
  const [rewardsPage, setRewardsPage] = useState(1);
  const [withdrawalsPage, setWithdrawalsPage] = useState(1);
  const [status, setStatus] = useState<WithdrawalStatus | undefined>();
  const detail = useAdminUser(
    id ?? '',
    {
      includeRewards: true,
      includeWithdrawals: true,
      rewardsPage,
      rewardsLimit: ADMIN_PAGE_SIZE,
      withdrawalsPage,
      withdrawalsLimit: ADMIN_PAGE_SIZE,
      status,
    },
    valid,
  );

  if (!valid || detail.isPending) {
    return (
      <div className="space-y-4">
        <UserDetailHeader />
        {valid ? (
          <p className="text-slate-300">{t('texts.userDetail.loading')}</p>
        ) : (
          <Alert>{adminTexts.userDetail.invalidId}</Alert>
        )}
      </div>
    );
  }
  const data = detail.data;
  const actions = (
    <>
      <Button variant="secondary" onClick={() => void detail.refetch()} isLoading={detail.isFetching}>
        {t('common.refresh')}
      </Button>
      {data && !data.user.isAdmin && data.user._id !== ownId ? (
        <DeleteUserButton id={data.user._id} name={fullName(data.user)} />
      ) : null}
    </>
  );
  return (
    <div className="space-y-6">
      <UserDetailHeader
        user={data ? { name: fullName(data.user), userId: data.user.userId } : undefined}
        actions={actions}
      />
      <AdminFailureAlert
        error={detail.error}
        texts={{ failed: adminTexts.userDetail.fetchFailed, exception: adminTexts.userDetail.fetchError }}
      />
      {data ? (
        <>
          <UserSummaryCards user={data.user} />
          {data.user.isAdmin ? null : <AdjustmentsCard userId={data.user._id} />}
          <UserDetailTabs
            data={data}
            paging={{
              rewardsPage,
              onRewardsPage: setRewardsPage,
              withdrawalsPage,
              onWithdrawalsPage: setWithdrawalsPage,
              status,
              onStatus: (next) => {
                setStatus(next);
                setWithdrawalsPage(1);
              },
            }}
          />
        </>
      ) : null}
    </div>
  );
};

import { useTranslation } from '@/lib/i18n/use-translation';
import { idSchema } from '@app/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDepositAddress } from '../api/get-deposit-address';
import { DepositAddressHeader } from '../components/deposit-address-header';
import { DepositFigures } from '../components/deposit-figures';
import { DepositPeriodsCard, DepositRefundsCard } from '../components/deposit-history-cards';
import { DepositTransfersCard } from '../components/deposit-transfers-card';
import { OverpaymentNotice } from '../components/overpayment-notice';
import { RefundForm } from '../components/refund-form';
import { isZero } from '../lib/deposit-texts';

/** Issue 12: one member's deposit address, its paid periods and its transfers with their state. */
export const AdminDepositDetailPage = () => {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  useDocumentTitle(t('deposits.detailTitle'));
  const valid = idSchema.safeParse(id).success;
  const [page, setPage] = useState(1);
  const detail = useDepositAddress(id, page, valid);
  const data = detail.data;
  const address = data?.address;
  return (
    <div className="space-y-6">
      <DepositAddressHeader address={address} />
      {!valid ? <Alert>{t('deposits.loadFailed')}</Alert> : null}
      {detail.isError ? <Alert>{detail.error.message || t('deposits.loadFailed')}</Alert> : null}
      {address ? (
        <p className="font-mono text-sm break-all text-slate-300" data-testid="deposit-address">
          {address.walletAddress}
        </p>
      ) : null}
      <DepositFigures figures={address} loading={valid && !address && !detail.isError} />
      {address && !isZero(address.overpayment) ? <OverpaymentNotice address={address} /> : null}
      {address && !isZero(address.credit) ? (
        <Card title={t('deposits.refundCredit')}>
          <RefundForm key={address.credit} userId={address._id} credit={address.credit} />
        </Card>
      ) : null}
      <DepositTransfersCard data={data} onPage={setPage} />
      <DepositRefundsCard data={data} />
      <DepositPeriodsCard data={data} />
    </div>
  );
};

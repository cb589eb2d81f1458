import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format/date';
import type { DepositAddressPage } from '../api/get-deposit-address';
import { formatExactDecimal } from '@/lib/format/number';

/** An overpayment to refund or keep, and when the held credit is looked at again. */
export const OverpaymentNotice = ({ address }: { address: DepositAddressPage['address'] }) => {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="overpayment">
      <Alert tone="info">
        <p className="font-semibold">{t('deposits.figures.overpayment')}</p>
        <p>
          {t('deposits.overpayment', {
            amount: formatExactDecimal(address.overpayment),
            until: formatDateTime(address.creditRecheckAt),
          })}
        </p>
        <p className="mt-1">{t('deposits.refundHowTo')}</p>
      </Alert>
    </div>
  );
};

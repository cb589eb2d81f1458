import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format/date';
import type { DepositAddressPage } from '../api/get-deposit-address';
import { depositTexts } from '../lib/deposit-texts';

/** An overpayment to refund or keep, and when the held credit is looked at again. */
export const OverpaymentNotice = ({ address }: { address: DepositAddressPage['address'] }) => (
  <div data-testid="overpayment">
    <Alert tone="info">
      <p className="font-semibold">{depositTexts.overpaymentTitle}</p>
      <p>{depositTexts.overpayment(address.overpayment, formatDateTime(address.creditRecheckAt))}</p>
      <p className="mt-1">{depositTexts.refundHowTo}</p>
    </Alert>
  </div>
);

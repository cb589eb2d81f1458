import { useTranslation } from '@/lib/i18n/use-translation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRecordRefund } from '../api/record-refund';

/**
 * Records credit an admin sent back to the member on the chain (from the platform's wallet: the
 * server holds no key). The amount leaves the member's credit.
 */
export const RefundForm = ({ userId, credit }: { userId: string; credit: string }) => {
  const { t } = useTranslation('admin');
  const [amount, setAmount] = useState(credit);
  const [txHash, setTxHash] = useState('');
  const refund = useRecordRefund(userId);
  const outcome = refund.data;
  const fieldErrors = outcome && !outcome.ok ? outcome.fieldErrors : {};
  return (
    <form
      className="mt-3 grid gap-3 md:grid-cols-[12rem_1fr_auto] md:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        refund.mutate({ amount: amount.trim(), txHash: txHash.trim() });
      }}
    >
      <Input
        label={t('deposits.refundForm.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={fieldErrors.amount ?? null}
      />
      <Input
        label={t('deposits.refundForm.hash')}
        placeholder="0x..."
        value={txHash}
        onChange={(e) => setTxHash(e.target.value)}
        error={fieldErrors.txHash ?? null}
      />
      <Button type="submit" isLoading={refund.isPending}>
        {t('deposits.refundForm.record')}
      </Button>
      {outcome && !outcome.ok && Object.keys(fieldErrors).length === 0 ? (
        <Alert className="md:col-span-3">{outcome.message}</Alert>
      ) : null}
      {outcome?.ok ? (
        <Alert tone="success" className="md:col-span-3">
          {t('deposits.refundForm.recorded')}
        </Alert>
      ) : null}
    </form>
  );
};

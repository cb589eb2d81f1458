import { useTranslation } from '@/lib/i18n/use-translation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type AdjustmentOutcome, useAdjustBalance } from '../api/adjust-balance';

/** Credit or debit the member's balance with a reason; the server applies it or asks a second admin. */
export const AdjustmentForm = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('admin');
  const directions = [
    { value: 'CREDIT', label: t('adjustments.credit') },
    { value: 'DEBIT', label: t('adjustments.debit') },
  ];
  const [direction, setDirection] = useState<'CREDIT' | 'DEBIT'>('CREDIT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<AdjustmentOutcome | null>(null);
  const adjust = useAdjustBalance();
  const submit = () =>
    adjust.mutate(
      { kind: 'create', userId, direction, amount, reason },
      {
        onSuccess: (result) => {
          setOutcome(result);
          if (result.ok) {
            setAmount('');
            setReason('');
          }
        },
      },
    );
  const fieldErrors = outcome && !outcome.ok ? outcome.fieldErrors : {};
  return (
    <form
      className="grid gap-4 md:grid-cols-2"
      aria-label={t('adjustments.submit')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select
        label={t('adjustments.direction')}
        layout="stacked"
        options={directions}
        value={direction}
        onChange={(value) => setDirection(value === 'DEBIT' ? 'DEBIT' : 'CREDIT')}
      />
      <Input
        label={t('adjustments.amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={fieldErrors.amount}
      />
      <Textarea
        label={t('common.reason')}
        className="md:col-span-2"
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldErrors.reason}
      />
      {outcome ? (
        <Alert tone={outcome.ok ? 'success' : 'error'} className="md:col-span-2">
          {outcome.message}
        </Alert>
      ) : null}
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" isLoading={adjust.isPending}>
          {t('adjustments.submit')}
        </Button>
      </div>
    </form>
  );
};

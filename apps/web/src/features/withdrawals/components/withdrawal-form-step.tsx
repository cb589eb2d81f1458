import { type Money, WITHDRAWAL_ASSET, moneyToDecimal } from '@app/contract';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatUsdt } from '@/lib/format/money';
import { addressHintOf, canSubmitForm, type FlowAction, type FlowState } from '../lib/withdrawal-flow';
import { SavedAddressSelect } from './saved-address-select';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';

/** Step 1: amount and wallet address, with the live address hint (member spec 5). */
export const WithdrawalFormStep = ({
  state,
  dispatch,
  balance,
  onSubmit,
  onCancel,
}: {
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  balance: Money;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const hint = addressHintOf(state.walletAddress);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-300">
        {t('withdrawal.available')} <span className="font-semibold text-white">{formatUsdt(balance)}</span>
      </p>
      <Input
        label={t('withdrawal.amount', { asset: WITHDRAWAL_ASSET })}
        name="amount"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={moneyToDecimal(balance)}
        placeholder="0.00"
        value={state.amount}
        error={state.amountError}
        onChange={(event) => dispatch({ type: 'edit', field: 'amount', value: event.target.value })}
      />
      <SavedAddressSelect
        value={state.walletAddress}
        onPick={(value) => dispatch({ type: 'edit', field: 'walletAddress', value })}
      />
      <Input
        label={t('withdrawal.walletAddress')}
        name="walletAddress"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x..."
        value={state.walletAddress}
        onChange={(event) => dispatch({ type: 'edit', field: 'walletAddress', value: event.target.value })}
        hint={
          hint ? (
            <span aria-live="polite" className={hint.valid ? 'text-emerald-300' : 'text-amber-300'}>
              {translate(hint.text)}
            </span>
          ) : (
            t('withdrawal.addressHelp', { asset: WITHDRAWAL_ASSET })
          )
        }
      />
      <p className="text-sm text-slate-400">
        {t('withdrawal.asset')} <span className="font-medium text-slate-200">{WITHDRAWAL_ASSET}</span>
      </p>
      {state.error ? <Alert>{state.error}</Alert> : null}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('withdrawal.cancel')}
        </Button>
        <Button type="submit" isLoading={state.busy === 'requesting'} disabled={!canSubmitForm(state)}>
          {t('withdrawal.continue')}
        </Button>
      </div>
    </form>
  );
};

import type { WithdrawalPayload } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { withdrawalPasskey } from '../api/withdrawal-steps';
import type { FlowAction, FlowState } from '../lib/withdrawal-flow';
import { useTranslation } from '@/lib/i18n/use-translation';

type Props = {
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  onPasskey: (assertion: NonNullable<WithdrawalPayload['twoFactorPasskey']>) => void;
};

/** "Use a passkey": the device's prompt; its answer confirms the withdrawal (issue 14). */
export const UsePasskeyButton = ({ state, dispatch, onPasskey }: Props) => {
  const { t } = useTranslation('member');
  const click = async () => {
    dispatch({ type: 'start', busy: 'submitting' });
    const proof = await withdrawalPasskey();
    if (!proof.ok) return dispatch({ type: 'fail', message: proof.message });
    onPasskey(proof.value);
  };
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      isLoading={state.busy === 'submitting'}
      disabled={state.busy !== null}
      onClick={() => void click()}
    >
      {t('withdrawal.usePasskey')}
    </Button>
  );
};

/** Step 3 for a member whose only second factor is passkeys. */
export const PasskeyFactor = ({ onCancel, ...props }: Props & { onCancel: () => void }) => {
  const { t } = useTranslation('member');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">{t('withdrawal.passkeyText')}</p>
      {props.state.error ? <Alert>{props.state.error}</Alert> : null}
      <UsePasskeyButton {...props} />
      <div className="flex gap-3">
        <Button type="button" variant="secondary" onClick={() => props.dispatch({ type: 'backToCode' })}>
          {t('withdrawal.back')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('withdrawal.cancel')}
        </Button>
      </div>
    </div>
  );
};

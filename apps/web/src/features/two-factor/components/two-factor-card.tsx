import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { twoFactorKeys } from '../api/two-factor-keys';
import { RecoveryCodesList } from './recovery-codes-list';
import { TotpEnrolment } from './totp-enrolment';
import { TwoFactorSettings } from './two-factor-settings';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /profile: two-factor authentication on or off, its recovery codes (issue 14). */
export const TwoFactorCard = () => {
  const { t } = useTranslation('member');
  const status = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
  // `enabled` also counts passkeys (their own card); this card is about the authenticator app.
  const totpOn = status.data?.methods.includes('totp') ?? false;

  return (
    <Card title={t('security.twoFactor.title')}>
      <div className="space-y-4">
        {status.isPending ? <Spinner /> : null}
        {status.isError ? <Alert>{status.error.message}</Alert> : null}
        {totpOn ? (
          <Alert tone="success">{t('security.twoFactor.on')}</Alert>
        ) : status.data ? (
          <p className="text-sm text-slate-300">{t('security.twoFactor.intro')}</p>
        ) : null}
        {shownCodes ? <RecoveryCodesList codes={shownCodes} /> : null}
        {status.data && !totpOn ? (
          <TotpEnrolment
            onEnabled={(codes) => {
              setShownCodes(codes);
              void refresh();
            }}
          />
        ) : null}
        {status.data && totpOn ? (
          <TwoFactorSettings
            recoveryCodesLeft={status.data.recoveryCodesLeft}
            onChanged={() => void refresh()}
            onNewCodes={setShownCodes}
          />
        ) : null}
      </div>
    </Card>
  );
};

import { useTranslation } from '@/lib/i18n/use-translation';
import { errorCatalogue } from '@app/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { AddPasskeyForm } from '../components/add-passkey-form';
import { RecoveryCodesList } from '../components/recovery-codes-list';
import { StepUpForm } from '../components/step-up-form';
import { TotpEnrolment } from '../components/totp-enrolment';

/**
 * /admin/two-factor (issue 14): an admin whose session has not proved a second factor sees this
 * page, and no admin page, until it has: the authenticator app's enrolment (QR code, key, first
 * code, recovery codes shown once) or a passkey, or, when the account already has a factor, its
 * current code or passkey.
 */
export const AdminTwoFactorPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('twoFactor.documentTitle'));
  const session = useSession();
  const navigate = useNavigate();
  const status = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  const done = async () => {
    await session.refreshUser();
    void navigate(paths.admin.dashboard.path, { replace: true });
  };

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-white">{t('twoFactor.title')}</h1>
      {codes ? (
        <EnrolledStep codes={codes} onContinue={() => void done()} />
      ) : (
        <>
          <Alert>{errorCatalogue.TWO_FACTOR_REQUIRED.text}</Alert>
          {status.isPending ? <PageSpinner /> : null}
          {status.isError ? <Alert>{status.error.message}</Alert> : null}
          {status.data?.enabled ? (
            <Card title={t('stepUp.title')}>
              <p className="mb-4 text-sm text-slate-300">{t('twoFactor.hasFactor')}</p>
              <StepUpForm onConfirmed={() => void done()} />
            </Card>
          ) : null}
          {status.data && !status.data.enabled ? (
            <EnrolmentOptions onEnabled={setCodes} onPasskeyAdded={() => void done()} />
          ) : null}
        </>
      )}
      <Button type="button" variant="secondary" onClick={session.signOut}>
        {t('twoFactor.signOut')}
      </Button>
    </main>
  );
};

/** The ways to set up a second factor: the authenticator app, or a passkey (this device or a security key). */
const EnrolmentOptions = ({
  onEnabled,
  onPasskeyAdded,
}: {
  onEnabled: (codes: string[]) => void;
  onPasskeyAdded: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-4" data-testid="enrolment-options">
      <Card title={t('twoFactor.app')}>
        <TotpEnrolment onEnabled={onEnabled} />
      </Card>
      <Card title={t('twoFactor.orPasskey')}>
        <AddPasskeyForm onAdded={onPasskeyAdded} />
      </Card>
    </div>
  );
};

const EnrolledStep = ({ codes, onContinue }: { codes: string[]; onContinue: () => void }) => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('twoFactor.isOn')}>
      <div className="space-y-4">
        <RecoveryCodesList codes={codes} />
        <Button type="button" onClick={onContinue}>
          {t('twoFactor.continue')}
        </Button>
      </div>
    </Card>
  );
};

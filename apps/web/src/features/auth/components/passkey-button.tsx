import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SignInOutcome } from '../api/sign-in';

type Outcome = SignInOutcome | { kind: 'restart'; message: string };

/**
 * A button that runs a passkey ceremony (`run`): a signed-in outcome goes to `onSignedIn`, a
 * gone challenge to `onRestart`, anything else is shown under the button.
 */
export const PasskeyButton = ({
  label,
  run,
  onSignedIn,
  onRestart,
}: {
  label: string;
  run: () => Promise<Outcome>;
  onSignedIn: (outcome: Extract<SignInOutcome, { kind: 'signed-in' }>) => void;
  onRestart?: (message: string) => void;
}) => {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    setError(null);
    const outcome = await run();
    setBusy(false);
    if (outcome.kind === 'signed-in') return onSignedIn(outcome);
    if (outcome.kind === 'restart' && onRestart) return onRestart(outcome.message);
    if ('message' in outcome) setError(outcome.message);
  };
  return (
    <div className="space-y-3">
      {error ? <Alert>{error}</Alert> : null}
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className="w-full"
        isLoading={busy}
        onClick={() => void click()}
      >
        {label}
      </Button>
    </div>
  );
};

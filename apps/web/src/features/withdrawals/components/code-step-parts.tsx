import type { ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A one-time code field: digits, centred and spaced (the e-mailed code and the authenticator's). */
export const CodeField = ({
  label,
  name,
  length,
  value,
  onChange,
}: {
  label: string;
  name: string;
  length: number;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) => (
  <Input
    label={label}
    name={name}
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={length}
    placeholder="000000"
    className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
    value={value}
    onChange={onChange}
  />
);

/** Back, Cancel and the submit button of a code step. */
export const CodeStepButtons = ({
  onBack,
  onCancel,
  busy,
  submitting,
  canSubmit,
  submitLabel,
}: {
  onBack: () => void;
  onCancel: () => void;
  busy: boolean;
  submitting: boolean;
  canSubmit: boolean;
  submitLabel: string;
}) => {
  const { t } = useTranslation('member');
  return (
    <div className="flex flex-wrap justify-between gap-3 pt-2">
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        {t('withdrawal.back')}
      </Button>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('withdrawal.cancel')}
        </Button>
        <Button type="submit" isLoading={busy} disabled={!canSubmit}>
          {submitting ? t('withdrawal.submitting') : submitLabel}
        </Button>
      </div>
    </div>
  );
};

import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import type { SaveFeedback } from '../api/save-settings';

/** A settings card's foot: what the last save said, and the card's save button. */
export const SaveBar = ({
  feedback,
  label,
  disabled,
  busy,
  onSave,
}: {
  feedback: SaveFeedback;
  label: string;
  disabled: boolean;
  busy: boolean;
  onSave: () => void;
}) => {
  const { t } = useTranslation('admin');
  const translate = useTranslateText();
  return (
    <>
      {feedback ? (
        <Alert tone={feedback.tone} className="mt-4">
          {feedback.error === undefined
            ? feedback.text
            : t('settings.notSaved', { error: translate(feedback.error) })}
        </Alert>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Button disabled={disabled} isLoading={busy} onClick={onSave}>
          {label}
        </Button>
      </div>
    </>
  );
};

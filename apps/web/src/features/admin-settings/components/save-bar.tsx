import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
}) => (
  <>
    {feedback ? (
      <Alert tone={feedback.tone} className="mt-4">
        {feedback.text}
      </Alert>
    ) : null}
    <div className="mt-4 flex justify-end">
      <Button disabled={disabled} isLoading={busy} onClick={onSave}>
        {label}
      </Button>
    </div>
  </>
);

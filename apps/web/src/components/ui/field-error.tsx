import { useTranslateText } from '@/lib/i18n/use-translate-text';

/**
 * A field's error text under it; `id` is what the field's aria-describedby names. The contract's
 * English message is shown in the chosen language (ADR 0013).
 */
export const FieldError = ({ id, error }: { id: string | undefined; error: string | null | undefined }) => {
  const translate = useTranslateText();
  return error ? (
    <p id={id} className="text-sm text-red-300">
      {translate(error)}
    </p>
  ) : null;
};

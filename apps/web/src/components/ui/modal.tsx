import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from './button';

/**
 * A modal dialog: labelled by its title, closes on Escape and on the backdrop; `closeButton` adds
 * a Close button under the content (read-only dialogs).
 */
export const Modal = ({
  title,
  onClose,
  closeButton = false,
  children,
}: {
  title: string;
  onClose: () => void;
  closeButton?: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation('admin');
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl border border-slate-700 bg-slate-900 p-6"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="mb-4 text-lg font-semibold text-white">
          {title}
        </h2>
        {children}
        {closeButton ? (
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
};

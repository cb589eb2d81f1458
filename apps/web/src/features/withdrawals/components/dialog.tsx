import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons/ui-icons';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * A modal dialog on the native <dialog>: the browser traps focus, dims the page and closes on
 * Escape (which goes through `onClose`, so the owner resets its state too).
 */
export const Dialog = ({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation('member');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl border border-slate-700 bg-slate-900 p-0 text-slate-100 shadow-2xl backdrop:bg-black/70"
    >
      {open ? (
        <div className="p-6">
          <div className="mb-5 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-white">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('withdrawal.close')}
              className="rounded-md p-1 text-slate-400 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400"
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
};

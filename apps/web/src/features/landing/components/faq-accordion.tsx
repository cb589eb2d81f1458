import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons/ui-icons';

export type FaqItem = { question: string; answer: string };

/**
 * Spec 4, FAQ accordion: at most one item open; clicking the open item closes it.
 * Each question is a button with aria-expanded and aria-controls naming its answer panel.
 */
export const FaqAccordion = ({ items }: { items: readonly FaqItem[] }) => {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-800 rounded-2xl border border-slate-800 bg-slate-900/60">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-semibold text-white hover:text-emerald-200"
              >
                {item.question}
                <ChevronDownIcon
                  className={cn(
                    'size-5 shrink-0 text-emerald-300 transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-6 pb-6">
              <p className="leading-7 text-slate-300">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
};

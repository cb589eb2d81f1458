import { type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** Accessible tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, the panel follows. */
export const Tabs = ({ tabs, initial }: { tabs: Tab[]; initial?: string }) => {
  const { t } = useTranslation('member');
  const base = useId();
  const [active, setActive] = useState(initial ?? tabs[0]?.id ?? '');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (delta: number) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.id);
    refs.current[next.id]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('rewards.tabs.label')}
        className="flex gap-2 border-b border-slate-800"
      >
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-${tab.id}-tab`}
              aria-selected={selected}
              aria-controls={`${base}-${tab.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight') move(1);
                if (event.key === 'ArrowLeft') move(-1);
              }}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-emerald-400',
                selected
                  ? 'border-emerald-400 text-white'
                  : 'border-transparent text-slate-400 hover:text-slate-200',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.id === active ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-${tab.id}-panel`}
            aria-labelledby={`${base}-${tab.id}-tab`}
            tabIndex={0}
            className="pt-5 outline-none"
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
};

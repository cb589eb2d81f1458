import { Badge } from '@/components/ui/badge';
import { useOnboardingTexts } from '../content/onboarding-texts';

/** Dev mode only: which UIDs the local exchange simulator accepts, and why it refuses the others. */
export const ExchangeRulesNote = ({ rules }: { rules: readonly string[] }) => {
  const texts = useOnboardingTexts();
  return (
    <section
      aria-labelledby="exchange-rules"
      className="space-y-2 rounded-xl border border-dashed border-sky-500/50 p-4 text-sm text-slate-300"
    >
      <div className="flex items-center gap-2">
        <Badge tone="purple">{texts.dev.badge}</Badge>
        <h3 id="exchange-rules" className="font-semibold text-white">
          {texts.dev.rulesTitle}
        </h3>
      </div>
      <ul className="list-disc space-y-1 pl-5">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
};

import { Button } from '@/components/ui/button';
import { useOnboardingTexts } from '../content/onboarding-texts';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

/** A labelled value (an address) shown whole, with a copy button and a 'Copied!' note for 5 s. */
export const CopyValue = ({ label, value, testId }: { label: string; value: string; testId: string }) => {
  const { copied, copy } = useCopyToClipboard();
  const texts = useOnboardingTexts();
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-300">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid={testId}
          className="block min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 font-mono text-sm break-all text-emerald-200"
        >
          {value}
        </code>
        <Button
          size="sm"
          variant="outline"
          aria-label={texts.pay.copyLabel(label)}
          onClick={() => void copy(value)}
        >
          {texts.pay.copy}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-xs text-emerald-300">
        {copied ? texts.pay.copied : ''}
      </p>
    </div>
  );
};

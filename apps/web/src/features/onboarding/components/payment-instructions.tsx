import { useOnboardingTexts } from '../content/onboarding-texts';

/** Network warnings and the how-to-pay steps of step 1. */
export const PaymentInstructions = () => {
  const texts = useOnboardingTexts();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="pay-warnings"
        className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-sm text-amber-100"
      >
        <h3 id="pay-warnings" className="mb-2 font-semibold text-amber-200">
          {texts.pay.warningsTitle}
        </h3>
        <ul className="list-disc space-y-1.5 pl-5">
          {texts.pay.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="pay-how-to"
        className="rounded-xl border border-slate-700 p-4 text-sm text-slate-300"
      >
        <h3 id="pay-how-to" className="mb-2 font-semibold text-white">
          {texts.pay.howToTitle}
        </h3>
        <ol className="list-decimal space-y-1.5 pl-5">
          {texts.pay.howTo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
};

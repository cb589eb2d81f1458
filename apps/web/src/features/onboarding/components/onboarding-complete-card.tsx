import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { useOnboardingTexts } from '../content/onboarding-texts';

/** 'Onboarding Complete!' with 'Go to Dashboard'; the Account Status panel when a UID is present. */
export const OnboardingCompleteCard = ({
  uid,
  leaving,
  onGoToDashboard,
}: {
  uid: string | null;
  leaving: boolean;
  onGoToDashboard: () => void;
}) => {
  const texts = useOnboardingTexts();
  return (
    <Card className="text-center" data-testid="onboarding-complete">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-500 text-slate-950">
        <CheckIcon className="size-8" />
      </span>
      <h2 className="mt-4 text-2xl font-bold text-white">{texts.complete.title}</h2>
      <p className="mt-2 text-slate-300">{texts.complete.text}</p>
      {uid ? (
        <section
          aria-labelledby="account-status"
          className="mx-auto mt-6 max-w-sm rounded-xl border border-slate-700 p-4 text-left text-sm text-slate-200"
        >
          <h3 id="account-status" className="mb-2 font-semibold text-white">
            {texts.complete.statusTitle}
          </h3>
          <p>{texts.complete.subscriptionPaid}</p>
          <p>{texts.complete.uid(uid)}</p>
        </section>
      ) : null}
      <Button size="lg" className="mt-6" isLoading={leaving} onClick={onGoToDashboard}>
        {texts.complete.goToDashboard}
      </Button>
    </Card>
  );
};

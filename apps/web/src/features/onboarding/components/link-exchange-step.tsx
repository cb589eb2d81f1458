import { exchangeUidFormSchema, successMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useLinkExchangeUid } from '../api/link-exchange-uid';
import { useOnboardingTexts } from '../content/onboarding-texts';
import { ExchangeRulesNote } from './exchange-rules-note';
import { StepHeading } from './step-heading';

const formSchema = z.object({ bingXUID: exchangeUidFormSchema });
type LinkForm = z.input<typeof formSchema>;

/** Step 2: the UID input (trimmed, not empty; the 8-12 digits hint is not enforced) and the link button. */
export const LinkExchangeStep = ({
  uid,
  exchangeRules,
  onLinked,
}: {
  uid: string | null;
  exchangeRules: readonly string[] | null;
  onLinked: (uid: string) => void;
}) => {
  const link = useLinkExchangeUid();
  const texts = useOnboardingTexts();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<LinkForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { bingXUID: '' },
  });

  const onSubmit = form.handleSubmit(async ({ bingXUID }) => {
    setFailure(null);
    const outcome = await link.mutateAsync(bingXUID);
    if (!outcome.ok) return setFailure(outcome.message);
    setSuccess(outcome.message || successMessages.bingXUidUpdated);
    onLinked(outcome.data.bingXUID);
  });

  return (
    <Card aria-labelledby="step-link" data-testid="step-link">
      <StepHeading id="step-link" number={2} title={texts.steps.link} done={uid !== null} />
      {uid !== null ? (
        <div className="space-y-2 text-sm text-slate-300">
          <p className="font-semibold text-emerald-300">{texts.link.linkedTitle}</p>
          <p>{texts.complete.uid(uid)}</p>
          {success ? <Alert tone="success">{success}</Alert> : null}
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-slate-300">{texts.link.intro}</p>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            <Input
              label={texts.link.label}
              placeholder={texts.link.placeholder}
              inputMode="numeric"
              autoComplete="off"
              hint={texts.link.hint}
              error={form.formState.errors.bingXUID?.message ?? null}
              {...form.register('bingXUID', { onChange: () => setFailure(null) })}
            />
            {failure ? <Alert>{failure}</Alert> : null}
            <Button type="submit" isLoading={link.isPending}>
              {texts.link.submit}
            </Button>
          </form>
          {exchangeRules ? <ExchangeRulesNote rules={exchangeRules} /> : null}
        </div>
      )}
    </Card>
  );
};

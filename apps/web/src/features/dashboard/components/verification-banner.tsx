import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { memberTexts } from '@app/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useSendVerificationEmail } from '../api/send-verification-email';

/** Shown while the e-mail is unverified: the warning and a Resend button that shows the server's answer. */
export const VerificationBanner = () => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const texts = memberTexts.dashboard;
  const resend = useSendVerificationEmail();
  return (
    <section
      aria-labelledby="verification-required"
      className="rounded-2xl border border-amber-400/40 bg-amber-400/10 p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="verification-required" className="font-semibold text-amber-200">
            {translate(texts.verificationRequired)}
          </h2>
          <p className="text-sm text-amber-100/90">{translate(texts.verificationRequiredText)}</p>
        </div>
        <Button variant="outline" isLoading={resend.isPending} onClick={() => resend.mutate()}>
          {t('dashboard.resend')}
        </Button>
      </div>
      {resend.data ? (
        <p role="status" className={cn('mt-3 text-sm', resend.data.ok ? 'text-emerald-300' : 'text-red-300')}>
          {translate(resend.data.text)}
        </p>
      ) : null}
    </section>
  );
};

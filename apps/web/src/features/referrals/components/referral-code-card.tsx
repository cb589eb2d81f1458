import { memberTexts } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The member's own referral code with 'Copy Referral Code' ('Successfully Copied!' for 5 s). */
export const ReferralCodeCard = ({ code }: { code: string }) => {
  const { copied, copy } = useCopyToClipboard();
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  return (
    <Card title={t('referrals.code.title')}>
      <div className="flex flex-wrap items-center gap-4">
        <p
          className="rounded-lg bg-slate-950 px-4 py-2 font-mono text-2xl tracking-widest text-emerald-300"
          data-testid="referral-code"
        >
          {code}
        </p>
        <Button onClick={() => void copy(code)}>{t('referrals.code.copy')}</Button>
        <p role="status" aria-live="polite" className="flex items-center gap-1 text-sm text-emerald-300">
          {copied ? (
            <>
              <CheckIcon className="size-4" /> {translate(memberTexts.referrals.copied)}
            </>
          ) : null}
        </p>
      </div>
    </Card>
  );
};

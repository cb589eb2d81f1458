import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { memberTexts } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

/** The member's referral code; Copy copies the link `{host}/ref/{code}`. */
export const ReferralLinkCard = ({ code }: { code: string }) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const { copied, copy } = useCopyToClipboard();
  const link = `${window.location.origin}${paths.referralLanding.href(code)}`;
  return (
    <Card title={t('dashboard.referralCode')}>
      <p
        data-testid="referral-code"
        className="font-mono text-2xl font-bold tracking-widest text-emerald-300"
      >
        {code}
      </p>
      <p className="mt-1 truncate text-sm text-slate-400">{link}</p>
      <div className="mt-3 flex items-center gap-3">
        <Button size="sm" variant="outline" onClick={() => void copy(link)}>
          {t('dashboard.copyLink')}
        </Button>
        <span role="status" className="text-sm text-emerald-300">
          {copied ? translate(memberTexts.dashboard.copied) : ''}
        </span>
      </div>
    </Card>
  );
};

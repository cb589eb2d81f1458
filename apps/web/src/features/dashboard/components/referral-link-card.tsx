import { memberTexts } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

/** The member's referral code; Copy copies the link `{host}/ref/{code}`. */
export const ReferralLinkCard = ({ code }: { code: string }) => {
  const { copied, copy } = useCopyToClipboard();
  const link = `${window.location.origin}${paths.referralLanding.href(code)}`;
  return (
    <Card title="Referral Code">
      <p
        data-testid="referral-code"
        className="font-mono text-2xl font-bold tracking-widest text-emerald-300"
      >
        {code}
      </p>
      <p className="mt-1 truncate text-sm text-slate-400">{link}</p>
      <div className="mt-3 flex items-center gap-3">
        <Button size="sm" variant="outline" onClick={() => void copy(link)}>
          Copy referral link
        </Button>
        <span role="status" className="text-sm text-emerald-300">
          {copied ? memberTexts.dashboard.copied : ''}
        </span>
      </div>
    </Card>
  );
};

import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { explorerAddressUrl } from '@/lib/explorer';
import { formatMoney } from '@/lib/format/money';
import { usePayoutWallet } from '../api/get-payout-wallet';

const Figure = ({ label, value, low }: { label: string; value: string; low?: boolean }) => (
  <div>
    <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
    <dd className={low ? 'text-lg font-semibold text-red-300' : 'text-lg font-semibold text-white'}>
      {value}
    </dd>
  </div>
);

/** An address's width in the address font: the placeholder wraps as the address will. */
const ADDRESS_PLACEHOLDER = '0x' + '0'.repeat(40);

/**
 * The card's place while the wallet is read, laid out as a configured wallet is, so the charts
 * and Recent lists below do not move when it arrives (the dashboard's layout shift, issue 17).
 */
const PayoutWalletSkeleton = () => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('dashboard.wallet.title')} aria-label={t('dashboard.wallet.title')} aria-busy="true">
      <div className="invisible" aria-hidden="true" data-testid="skeleton">
        <p className="break-all font-mono text-sm">{ADDRESS_PLACEHOLDER}</p>
        <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
          {[
            'USDT',
            t('dashboard.wallet.bnb'),
            t('dashboard.wallet.sent24h'),
            t('dashboard.wallet.limit24h'),
          ].map((label) => (
            <Figure key={label} label={label} value="-" />
          ))}
        </dl>
      </div>
    </Card>
  );
};

/** The payout wallet (issue 15): USDT and BNB (gas) against the alert thresholds, and its limits. */
export const PayoutWalletCard = () => {
  const { t } = useTranslation('admin');
  const wallet = usePayoutWallet();
  const w = wallet.data;
  if (wallet.isPending) return <PayoutWalletSkeleton />;
  if (!w) return null;
  return (
    <Card title={t('dashboard.wallet.title')} aria-label={t('dashboard.wallet.title')}>
      {!w.configured ? (
        <p className="text-slate-400">{t('dashboard.wallet.notConfigured')}</p>
      ) : (
        <>
          <a
            href={explorerAddressUrl(w.address ?? '')}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all font-mono text-sm text-emerald-300 hover:underline"
          >
            {w.address}
          </a>
          {w.error ? (
            <Alert className="mt-3">{t('dashboard.wallet.nodeError', { error: w.error })}</Alert>
          ) : null}
          <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
            <Figure label="USDT" value={w.usdt === null ? '-' : formatMoney(w.usdt)} low={w.lowUsdt} />
            <Figure
              label={t('dashboard.wallet.bnb')}
              value={w.bnb === null ? '-' : String(w.bnb)}
              low={w.lowBnb}
            />
            <Figure label={t('dashboard.wallet.sent24h')} value={formatMoney(w.sentLast24h)} />
            <Figure label={t('dashboard.wallet.limit24h')} value={formatMoney(w.maxPerDay)} />
          </dl>
          {w.lowUsdt || w.lowBnb ? (
            <Alert className="mt-3">
              {t('dashboard.wallet.low', { usdt: formatMoney(w.minUsdt), bnb: w.minBnb })}
            </Alert>
          ) : null}
        </>
      )}
    </Card>
  );
};

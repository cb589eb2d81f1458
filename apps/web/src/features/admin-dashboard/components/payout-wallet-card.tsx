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
const PayoutWalletSkeleton = () => (
  <Card title="Payout Wallet" aria-label="Payout Wallet" aria-busy="true">
    <div className="invisible" aria-hidden="true" data-testid="skeleton">
      <p className="break-all font-mono text-sm">{ADDRESS_PLACEHOLDER}</p>
      <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
        {['USDT', 'BNB (gas)', 'Sent in 24 hours', 'Limit per 24 hours'].map((label) => (
          <Figure key={label} label={label} value="-" />
        ))}
      </dl>
    </div>
  </Card>
);

/** The payout wallet (issue 15): USDT and BNB (gas) against the alert thresholds, and its limits. */
export const PayoutWalletCard = () => {
  const wallet = usePayoutWallet();
  const w = wallet.data;
  if (wallet.isPending) return <PayoutWalletSkeleton />;
  if (!w) return null;
  return (
    <Card title="Payout Wallet" aria-label="Payout Wallet">
      {!w.configured ? (
        <p className="text-slate-400">
          No payout wallet is configured: approved withdrawals are paid by an administrator, who gives the
          transaction hash.
        </p>
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
          {w.error ? <Alert className="mt-3">The chain node could not be read: {w.error}</Alert> : null}
          <dl className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-4">
            <Figure label="USDT" value={w.usdt === null ? '-' : formatMoney(w.usdt)} low={w.lowUsdt} />
            <Figure label="BNB (gas)" value={w.bnb === null ? '-' : String(w.bnb)} low={w.lowBnb} />
            <Figure label="Sent in 24 hours" value={formatMoney(w.sentLast24h)} />
            <Figure label="Limit per 24 hours" value={formatMoney(w.maxPerDay)} />
          </dl>
          {w.lowUsdt || w.lowBnb ? (
            <Alert className="mt-3">
              The payout wallet is below its alert threshold ({formatMoney(w.minUsdt)} USDT, {w.minBnb} BNB):
              fund it before payouts have to wait.
            </Alert>
          ) : null}
        </>
      )}
    </Card>
  );
};

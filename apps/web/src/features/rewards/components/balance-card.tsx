import type { RewardStats } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatUsdt } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Current Balance in USDT and Request Withdrawal (disabled while loading or at a balance of 0 or less). */
export const BalanceCard = ({
  stats,
  loading,
  onRequestWithdrawal,
}: {
  stats: RewardStats | undefined;
  loading: boolean;
  onRequestWithdrawal: () => void;
}) => {
  const { t } = useTranslation('member');
  const balance = stats?.currentBalance ?? 0;
  return (
    <Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-sm font-medium text-slate-400">{t('rewards.currentBalance')}</h2>
          <p data-testid="current-balance" className="mt-1 text-3xl font-bold text-white tabular-nums">
            {formatUsdt(stats?.currentBalance)}
          </p>
        </div>
        <Button onClick={onRequestWithdrawal} disabled={loading || !(balance > 0)}>
          {t('rewards.requestWithdrawal')}
        </Button>
      </div>
    </Card>
  );
};

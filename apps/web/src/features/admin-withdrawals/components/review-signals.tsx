import { useTranslation } from '@/lib/i18n/use-translation';
import type { WithdrawalReview } from '@app/contract';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format/number';

const SIGNALS: (keyof WithdrawalReview['signals'])[] = [
  'addressUsedByAnotherMember',
  'recentPasswordChange',
  'firstWithdrawal',
  'aboveUsualAmount',
];

/** Signals worth a second look before approving: hints for the reviewer, not rules. */
export const ReviewSignals = ({ signals }: { signals: WithdrawalReview['signals'] }) => {
  const { t } = useTranslation('admin');
  const raised = SIGNALS.filter((key) => signals[key]).length;
  return (
    <Card
      title={t('review.signals.title')}
      actions={
        <span className="text-sm text-slate-400">
          {t('review.signals.toCheck', { number: formatCount(raised) })}
        </span>
      }
    >
      <ul className="space-y-2" aria-label={t('review.signals.label')}>
        {SIGNALS.map((key) => (
          <li
            key={key}
            data-raised={signals[key]}
            className={
              signals[key]
                ? 'rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-amber-100'
                : 'px-3 py-1 text-sm text-slate-400'
            }
          >
            <span aria-hidden="true">{signals[key] ? '⚠ ' : '✓ '}</span>
            {signals[key] ? t(`review.signals.${key}.raised`) : t(`review.signals.${key}.clear`)}
          </li>
        ))}
      </ul>
    </Card>
  );
};

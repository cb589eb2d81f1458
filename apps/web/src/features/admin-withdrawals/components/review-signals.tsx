import type { WithdrawalReview } from '@app/contract';
import { Card } from '@/components/ui/card';

const SIGNALS: { key: keyof WithdrawalReview['signals']; raised: string; clear: string }[] = [
  {
    key: 'addressUsedByAnotherMember',
    raised: 'This address was used in a withdrawal of another member',
    clear: 'No other member used this address',
  },
  {
    key: 'recentPasswordChange',
    raised: 'The password changed in the 7 days before the request',
    clear: 'No recent password change',
  },
  {
    key: 'firstWithdrawal',
    raised: "This is the member's first withdrawal",
    clear: 'The member withdrew before',
  },
  {
    key: 'aboveUsualAmount',
    raised: "More than twice the member's usual approved amount",
    clear: 'Within the member’s usual amounts',
  },
];

/** Signals worth a second look before approving: hints for the reviewer, not rules. */
export const ReviewSignals = ({ signals }: { signals: WithdrawalReview['signals'] }) => {
  const raised = SIGNALS.filter((s) => signals[s.key]).length;
  return (
    <Card title="Signals" actions={<span className="text-sm text-slate-400">{raised} to check</span>}>
      <ul className="space-y-2" aria-label="Review signals">
        {SIGNALS.map((s) => (
          <li
            key={s.key}
            data-raised={signals[s.key]}
            className={
              signals[s.key]
                ? 'rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-amber-100'
                : 'px-3 py-1 text-sm text-slate-400'
            }
          >
            <span aria-hidden="true">{signals[s.key] ? '⚠ ' : '✓ '}</span>
            {signals[s.key] ? s.raised : s.clear}
          </li>
        ))}
      </ul>
    </Card>
  );
};

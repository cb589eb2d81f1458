import { useTranslation } from '@/lib/i18n/use-translation';
import type { LedgerAdjustment } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatUsdt } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { type AdjustmentOutcome, useAdjustBalance } from '../api/adjust-balance';

const STATUS_TONE = { APPLIED: 'green', PENDING: 'yellow', REJECTED: 'red' } as const;

/** A PENDING adjustment's second approval, or its refusal with a reason. */
const SecondApproval = ({ adjustment }: { adjustment: LedgerAdjustment }) => {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<AdjustmentOutcome | null>(null);
  const decide = useAdjustBalance();
  const run = (action: { kind: 'approve'; id: string } | { kind: 'reject'; id: string; reason: string }) =>
    decide.mutate(action, { onSuccess: setOutcome });
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <Button
          size="sm"
          onClick={() => run({ kind: 'approve', id: adjustment._id })}
          isLoading={decide.isPending}
        >
          {t('common.approve')}
        </Button>
        <Input
          label={t('adjustments.reasonToReject')}
          className="min-w-48"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={outcome && !outcome.ok ? outcome.fieldErrors.reason : null}
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run({ kind: 'reject', id: adjustment._id, reason })}
          disabled={decide.isPending}
        >
          {t('common.reject')}
        </Button>
      </div>
      {outcome && !outcome.ok ? <Alert>{outcome.message}</Alert> : null}
    </div>
  );
};

/** The member's adjustments, newest first: what, why, who asked and who decided. */
export const AdjustmentsTable = ({ adjustments }: { adjustments: LedgerAdjustment[] }) => {
  const { t } = useTranslation('admin');
  return (
    <Table
      head={[
        t('adjustments.head.adjustment'),
        t('common.reason'),
        t('common.status'),
        t('adjustments.head.requested'),
        t('adjustments.head.decided'),
      ]}
      empty={adjustments.length === 0 ? t('adjustments.empty') : null}
    >
      {adjustments.map((a) => (
        <tr key={a._id} data-testid="adjustment-row">
          <Td className="whitespace-nowrap text-white">
            {a.direction === 'CREDIT' ? '+' : '−'}
            {formatUsdt(a.amount)}
          </Td>
          <Td className="text-sm">{a.reason}</Td>
          <Td>
            <Badge tone={STATUS_TONE[a.status]}>{t(`adjustments.status.${a.status}`)}</Badge>
            {a.rejectionReason ? <p className="mt-1 text-xs text-slate-400">{a.rejectionReason}</p> : null}
            {a.status === 'PENDING' ? <SecondApproval adjustment={a} /> : null}
          </Td>
          <Td className="text-xs">
            {fullName(a.requestedBy)}
            <br />
            {formatDateTime(a.requestedAt)}
          </Td>
          <Td className="text-xs">
            {a.decidedBy ? fullName(a.decidedBy) : '-'}
            <br />
            {a.decidedAt ? formatDateTime(a.decidedAt) : ''}
          </Td>
        </tr>
      ))}
    </Table>
  );
};

import type { SystemOverview } from '@app/contract';
import { formatDateTime } from '@/lib/format/date';

/** 1536 -> '1.5 KB' (powers of 1024, as file managers show sizes). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

const RESULTS = { ok: 'Succeeded', failed: 'Failed', skipped: 'Skipped' } as const;

/**
 * The System Overview's last-backup figures: when, how big, and how it went; after a failure,
 * why, and when the last good backup was made.
 */
export function backupSummary(backup: SystemOverview['backup'], options: { timeZone?: string } = {}) {
  const last = backup.lastRun;
  if (!last)
    return { time: 'Never', size: '-', result: 'No backup yet', ok: null, reason: null, lastGood: null };
  const ok = last.outcome === 'ok';
  const good = backup.lastSuccess;
  return {
    time: formatDateTime(last.at, options),
    size: ok ? formatFileSize(last.sizeBytes) : '-',
    result: RESULTS[last.outcome],
    ok,
    reason: ok ? null : last.message,
    lastGood: ok
      ? null
      : good
        ? `${formatDateTime(good.at, options)} (${formatFileSize(good.sizeBytes)})`
        : 'none yet',
  };
}

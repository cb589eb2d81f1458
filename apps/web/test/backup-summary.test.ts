import type { SystemOverview } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { backupSummary, formatFileSize } from '@/features/admin-settings/lib/backup-summary';

const base: SystemOverview['backup'] = {
  enabled: true,
  available: true,
  note: null,
  directory: '/data/backups',
  lastRun: null,
  lastSuccess: null,
};
const utc = { timeZone: 'UTC' };

describe('System Overview: the last backup', () => {
  it('sizes in bytes, KB, MB', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(null)).toBe('-');
  });

  it('says when none was made yet', () => {
    expect(backupSummary(base)).toMatchObject({ time: 'Never', result: 'No backup yet', ok: null });
  });

  it('gives time, size and result of a backup that succeeded', () => {
    const at = '2025-01-31T02:00:00.000Z';
    const summary = backupSummary(
      {
        ...base,
        lastRun: {
          at,
          outcome: 'ok',
          file: 'backup-20250131T020000Z.copy.gz',
          message: null,
          finishedAt: at,
          sizeBytes: 2_202_009,
          startedBy: 'schedule',
        },
        lastSuccess: { at, file: 'backup-20250131T020000Z.copy.gz', sizeBytes: 2_202_009 },
      },
      utc,
    );
    expect(summary).toEqual({
      time: 'Jan 31, 2025, 02:00 AM',
      size: '2.1 MB',
      result: 'Succeeded',
      ok: true,
      reason: null,
      lastGood: null,
    });
  });

  it('after a failure: why, and when the last good backup was made', () => {
    const summary = backupSummary(
      {
        ...base,
        lastRun: {
          at: '2025-02-01T02:00:00.000Z',
          outcome: 'failed',
          file: null,
          message: 'ENOSPC: no space left on device',
          finishedAt: '2025-02-01T02:00:01.000Z',
          sizeBytes: null,
          startedBy: 'schedule',
        },
        lastSuccess: { at: '2025-01-31T02:00:00.000Z', file: 'x', sizeBytes: 2048 },
      },
      utc,
    );
    expect(summary).toMatchObject({
      time: 'Feb 1, 2025, 02:00 AM',
      size: '-',
      result: 'Failed',
      ok: false,
      reason: 'ENOSPC: no space left on device',
      lastGood: 'Jan 31, 2025, 02:00 AM (2.0 KB)',
    });
  });
});

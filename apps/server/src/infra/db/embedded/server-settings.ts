import os from 'node:os';

const MiB = 2 ** 20;
const GiB = 2 ** 30;

/**
 * postgresql.conf settings of the embedded server (an external DATABASE_URL is the operator's).
 * PostgreSQL's defaults fit a 1 GB machine: 128 MB of shared buffers and a checkpoint every 1 GB
 * of WAL, which a reward cycle writing millions of rows reaches every few seconds (each checkpoint
 * writes every dirty page, and the next touch of a page logs it whole again). Sized from the
 * machine's memory, with caps so a small machine still starts and a big one is not taken over:
 *
 * - shared_buffers: a quarter of the memory (PostgreSQL's usual advice; the OS cache holds the
 *   rest), at most 8 GB. Linux maps it lazily, so unused buffers cost nothing.
 * - max_wal_size 16 GB, checkpoint_timeout 30 min: a 10M-row cycle (about 7 GB of WAL) runs
 *   without a forced checkpoint; the WAL folder grows up to that size during such a write and
 *   shrinks back afterwards (min_wal_size keeps 1 GB for reuse). Crash recovery replays at most
 *   that much WAL (a few minutes at worst).
 * - wal_buffers 64 MB: a bulk INSERT fills the default 16 MB faster than the WAL writer drains it.
 * - maintenance_work_mem 1 GB (a sixteenth of the memory at most): index builds and VACUUM of
 *   10M-row tables sort in memory. work_mem 32 MB: sorts and hashes of reads stay in memory; the
 *   reward cycle raises its own (pay-cycle.ts).
 * - wal_level minimal (max_wal_senders 0): nothing streams from this server (backups are read
 *   with COPY, features/backups), so the WAL needs only crash recovery; a table created and filled in one
 *   transaction, like a cycle's own partitions (rewards/cycles/cycle-partitions.ts) or a bench's
 *   copies, is then written without WAL and synced at commit (a cycle's temporary tables,
 *   rewards/cycles/roll-up-rewards.ts, are never logged at any level).
 * - wal_compression stays off: these binaries offer only pglz, which costs more CPU than the WAL
 *   it saves on a 2-core machine.
 * - fsync, synchronous_commit and full_page_writes stay on: money is written here.
 *
 * `unsafeFast` (tests only) keeps the defaults' memory and turns durability off instead.
 */
export function embeddedServerSettings(
  options: { unsafeFast?: boolean | undefined; totalMemoryBytes?: number } = {},
): Record<string, string> {
  if (options.unsafeFast) return { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
  const memory = options.totalMemoryBytes ?? os.totalmem();
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  const mb = (bytes: number) => `${Math.floor(bytes / MiB)}MB`;
  return {
    shared_buffers: mb(clamp(memory / 4, 128 * MiB, 8 * GiB)),
    max_wal_size: '16GB',
    min_wal_size: '1GB',
    checkpoint_timeout: '30min',
    wal_buffers: '64MB',
    wal_level: 'minimal',
    max_wal_senders: '0',
    maintenance_work_mem: mb(clamp(memory / 16, 64 * MiB, 1 * GiB)),
    work_mem: '32MB',
  };
}

/** The settings as `postgres -c name=value` flags. */
export const settingsFlags = (settings: Record<string, string>): string[] =>
  Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

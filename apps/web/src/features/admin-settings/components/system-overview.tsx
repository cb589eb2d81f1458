import { StatCard } from '@/components/ui/stat-card';
import { useHealth, useSystemOverview } from '../api/get-system-overview';
import { backupSummary } from '../lib/backup-summary';

/** Live figures (instead of the spec's placeholders): /api/health and the server's overview. */
export const SystemOverview = () => {
  const health = useHealth();
  const overview = useSystemOverview();
  const status = health.isError ? 'Offline' : health.data ? 'Online' : undefined;
  const database = overview.data
    ? overview.data.database === 'connected'
      ? 'Connected'
      : 'Unreachable'
    : health.data?.database === 'down'
      ? 'Unreachable'
      : undefined;
  return (
    <section aria-labelledby="system-overview">
      <h2 id="system-overview" className="mb-3 text-lg font-semibold text-white">
        System Overview
      </h2>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="System Status" loading={!status} value={status} />
        <StatCard label="Database" loading={!database} value={database} />
        <StatCard label="Active Users" loading={!overview.data} value={overview.data?.activeUsers} />
        <StatCard label="Pending Actions" loading={!overview.data} value={overview.data?.pendingActions} />
      </div>
      {overview.data ? <LastBackup backup={overview.data.backup} /> : null}
    </section>
  );
};

/** The last backup's time, size and result (the daily Auto Backup or `npm run cli -- backup`). */
const LastBackup = ({ backup }: { backup: Parameters<typeof backupSummary>[0] }) => {
  const summary = backupSummary(backup);
  return (
    <div className="mt-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4" data-testid="last-backup">
      <p className="text-sm text-slate-400">Last Backup</p>
      <dl className="mt-1 grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-slate-400">Time</dt>
          <dd className="text-white">{summary.time}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Size</dt>
          <dd className="text-white">{summary.size}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Result</dt>
          <dd className={summary.ok === false ? 'text-red-400' : 'text-white'}>{summary.result}</dd>
        </div>
      </dl>
      {summary.reason ? <p className="mt-2 text-sm text-red-300">Reason: {summary.reason}</p> : null}
      {summary.lastGood ? (
        <p className="mt-1 text-sm text-slate-400">Last good backup: {summary.lastGood}</p>
      ) : null}
      {backup.enabled ? null : (
        <p className="mt-2 text-sm text-amber-300">Auto Backup is off: no daily backup is made.</p>
      )}
      {backup.note ? <p className="mt-2 text-sm text-amber-300">{backup.note}</p> : null}
    </div>
  );
};

import { StatCard } from '@/components/ui/stat-card';
import { useHealth, useSystemOverview } from '../api/get-system-overview';

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
      {overview.data?.backup.note ? (
        <p className="mt-2 text-sm text-amber-300">{overview.data.backup.note}</p>
      ) : null}
    </section>
  );
};

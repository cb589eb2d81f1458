import { endpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { StatCard } from '@/features/admin-dashboard/shared/stat-card';

/** Live figures (instead of the spec's placeholders): /api/health and the server's overview. */
export const SystemOverview = () => {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => fetchOrThrow(endpoints.health),
    refetchInterval: 30_000,
  });
  const overview = useQuery({
    queryKey: ['admin', 'system-overview'],
    queryFn: () => fetchOrThrow(endpoints.systemOverview),
    refetchInterval: 30_000,
  });
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

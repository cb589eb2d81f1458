import { useTranslation } from '@/lib/i18n/use-translation';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount } from '@/lib/format/number';
import { useHealth, useSystemOverview } from '../api/get-system-overview';
import { backupSummary } from '../lib/backup-summary';

/** Live figures (instead of the spec's placeholders): /api/health and the server's overview. */
export const SystemOverview = () => {
  const { t } = useTranslation('admin');
  const health = useHealth();
  const overview = useSystemOverview();
  const status = health.isError
    ? t('settings.system.offline')
    : health.data
      ? t('settings.system.online')
      : undefined;
  const database = overview.data
    ? overview.data.database === 'connected'
      ? t('settings.system.connected')
      : t('settings.system.unreachable')
    : health.data?.database === 'down'
      ? t('settings.system.unreachable')
      : undefined;
  return (
    <section aria-labelledby="system-overview">
      <h2 id="system-overview" className="mb-3 text-lg font-semibold text-white">
        {t('settings.system.title')}
      </h2>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label={t('settings.system.status')} loading={!status} value={status} />
        <StatCard label={t('settings.system.database')} loading={!database} value={database} />
        <StatCard
          label={t('settings.system.activeUsers')}
          loading={!overview.data}
          value={formatCount(overview.data?.activeUsers)}
        />
        <StatCard
          label={t('settings.system.pendingActions')}
          loading={!overview.data}
          value={formatCount(overview.data?.pendingActions)}
        />
      </div>
      {overview.data ? <LastBackup backup={overview.data.backup} /> : null}
    </section>
  );
};

/** The last backup's time, size and result (the daily Auto Backup or `npm run cli -- backup`). */
const LastBackup = ({ backup }: { backup: Parameters<typeof backupSummary>[0] }) => {
  const { t } = useTranslation('admin');
  const summary = backupSummary(backup);
  // backupSummary's words (English, unit-tested there) in the chosen language.
  const words: Record<string, string> = {
    Never: t('settings.backup.never'),
    'No backup yet': t('settings.backup.noBackup'),
    Succeeded: t('settings.backup.succeeded'),
    Failed: t('settings.backup.failed'),
    Skipped: t('settings.backup.skipped'),
    'none yet': t('settings.backup.noneYet'),
  };
  const word = (text: string) => words[text] ?? text;
  return (
    <div className="mt-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4" data-testid="last-backup">
      <p className="text-sm text-slate-400">{t('settings.backup.title')}</p>
      <dl className="mt-1 grid grid-cols-3 gap-4 text-sm">
        <div>
          <dt className="text-slate-400">{t('audit.time')}</dt>
          <dd className="text-white">{word(summary.time)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('settings.backup.size')}</dt>
          <dd className="text-white">{summary.size}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('settings.backup.result')}</dt>
          <dd className={summary.ok === false ? 'text-red-400' : 'text-white'}>{word(summary.result)}</dd>
        </div>
      </dl>
      {summary.reason ? (
        <p className="mt-2 text-sm text-red-300">{t('settings.backup.reason', { reason: summary.reason })}</p>
      ) : null}
      {summary.lastGood ? (
        <p className="mt-1 text-sm text-slate-400">
          {t('settings.backup.lastGood', { when: word(summary.lastGood) })}
        </p>
      ) : null}
      {backup.enabled ? null : <p className="mt-2 text-sm text-amber-300">{t('settings.backup.off')}</p>}
      {backup.note ? <p className="mt-2 text-sm text-amber-300">{backup.note}</p> : null}
    </div>
  );
};

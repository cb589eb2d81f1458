import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format/date';
import { useSessions } from '../api/get-sessions';
import { endOtherSessions, endSession } from '../api/security-actions';
import { twoFactorKeys } from '../api/two-factor-keys';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /profile: the account's live sessions, each with Sign out, and Sign out all others (issue 14). */
export const SessionsCard = () => {
  const { t } = useTranslation('member');
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.sessions() });
  const run = async (action: () => Promise<{ ok: true } | { ok: false; message: string }>) => {
    const outcome = await action();
    setError(outcome.ok ? null : outcome.message);
    await refresh();
  };
  const list = sessions.data?.sessions ?? [];

  return (
    <Card
      title={t('security.sessions.title')}
      actions={
        list.length > 1 ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => void run(endOtherSessions)}>
            {t('security.sessions.signOutOthers')}
          </Button>
        ) : null
      }
    >
      {sessions.isPending ? <Spinner /> : null}
      {sessions.isError ? <Alert>{sessions.error.message}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      <ul className="divide-y divide-slate-800" aria-label={t('security.sessions.label')}>
        {list.map((session) => (
          <li
            key={session._id}
            className="flex items-center justify-between gap-3 py-3"
            data-testid="session-row"
          >
            <div className="text-sm">
              <p className="font-medium text-slate-100">
                {t('security.sessions.browserOn', { browser: session.browser, device: session.device })}
                {session.current ? (
                  <span className="ml-2 text-emerald-300">{t('security.sessions.thisDevice')}</span>
                ) : null}
              </p>
              <p className="text-slate-400">
                {t('security.sessions.lastSeen', {
                  address: session.ip ?? t('security.sessions.unknownAddress'),
                  date: formatDateTime(session.lastSeenAt),
                })}
              </p>
            </div>
            {session.current ? null : (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => void run(() => endSession(session._id))}
              >
                {t('security.sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
};

import { useTranslation } from '@/lib/i18n/use-translation';
import type { SecurityEvent } from '@app/contract';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';

const detailsText = (details: SecurityEvent['details']) =>
  details
    ? Object.entries(details)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : '';

/** The security events' rows: time, type, account, address and browser, details. */
export const SecurityEventsTable = ({ events }: { events: SecurityEvent[] | undefined }) => {
  const { t } = useTranslation('admin');
  return (
    <Table
      head={[
        t('audit.time'),
        t('common.type'),
        t('securityEvents.account'),
        t('deposits.head.address'),
        t('reconciliation.head.details'),
      ]}
      empty={events && events.length === 0 ? t('securityEvents.empty') : null}
    >
      {events?.map((event) => (
        <tr key={event._id} data-testid="security-event-row">
          <Td>{formatDateTime(event.createdAt)}</Td>
          <Td className="font-mono text-xs">{event.type}</Td>
          <Td>
            {event.account ? (
              <>
                <span className="block text-white">{event.account.name}</span>
                <span className="block text-xs text-slate-400">{event.account.email}</span>
              </>
            ) : event.email ? (
              <span className="text-xs text-slate-400">
                {t('securityEvents.noAccount', { email: event.email })}
              </span>
            ) : (
              '-'
            )}
          </Td>
          <Td>
            <span className="block font-mono text-xs">{event.ipAddress ?? '-'}</span>
            <span className="block max-w-xs truncate text-xs text-slate-400" title={event.userAgent ?? ''}>
              {event.userAgent ?? ''}
            </span>
          </Td>
          <Td className="text-xs text-slate-300">{detailsText(event.details)}</Td>
        </tr>
      ))}
    </Table>
  );
};

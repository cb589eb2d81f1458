import type { Db, DbOrTx } from '../../../infra/db/client';
import {
  type SecurityEventFilter,
  securityEventColumns,
  type SecurityEventRow,
  securityEventsSelect,
  toSecurityEvent,
} from '../../security-events';
import { csvTable } from './csv';
import { streamSelect } from './stream-select';

type SecurityEvent = ReturnType<typeof toSecurityEvent>;

const columns: { header: string; value: (e: SecurityEvent) => string | Date | null }[] = [
  { header: 'ID', value: (e) => e._id },
  { header: 'Time', value: (e) => e.createdAt },
  { header: 'Type', value: (e) => e.type },
  { header: 'Account user ID', value: (e) => e.account?.userId ?? null },
  { header: 'Account email', value: (e) => e.account?.email ?? null },
  { header: 'Email typed (no account)', value: (e) => e.email },
  { header: 'IP address', value: (e) => e.ipAddress },
  { header: 'User agent', value: (e) => e.userAgent },
  { header: 'Details', value: (e) => (e.details ? JSON.stringify(e.details) : null) },
];

async function* securityEventBatches(db: Db, filter: SecurityEventFilter) {
  const fields = Object.keys(securityEventColumns) as (keyof SecurityEventRow)[];
  for await (const rows of streamSelect<SecurityEventRow & Record<string, unknown>>(
    db,
    securityEventsSelect(db as DbOrTx, filter),
    fields,
  )) {
    yield rows.map(toSecurityEvent);
  }
}

/** Every security event matching the filters, newest first. */
export const securityEventsCsv = (db: Db, filter: SecurityEventFilter) =>
  csvTable(columns, securityEventBatches(db, filter));

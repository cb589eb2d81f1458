import type { DbOrTx } from '../../infra/db/client';
import { readSetting } from './settings.repository';
import { writeAudit } from '../audit';

/**
 * What the "Audit Logs" setting switches: entries for an admin reading one person's data (user
 * detail, user report). Changes (status, deletion, settings, withdrawal decisions, cycles) and
 * exports are always audited, whatever the setting says.
 */
export async function auditReadAccess(
  db: DbOrTx,
  entry: { actorId: string; action: string; target: { type: string; id: string }; ip: string; at: Date },
): Promise<boolean> {
  if (!(await readSetting(db, 'auditLogs'))) return false;
  await writeAudit(db, entry);
  return true;
}

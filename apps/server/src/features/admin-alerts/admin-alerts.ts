import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { MailInLanguages } from '../../infra/mail';
import { adminAlerts } from './admin-alerts.tables';
import { notifyAdmins } from './notify-admins';

/**
 * Raises an operations alert: the first time its condition is seen (or the first time since it
 * was cleared) the admins are e-mailed `message`; while it stays raised, nothing more is sent.
 * Returns true when it was raised now. Call `ctx.mail.wake()` after the commit when true.
 */
export async function raiseAdminAlert(
  tx: DbOrTx,
  key: string,
  message: MailInLanguages,
  now: Date,
): Promise<boolean> {
  const raised = await tx.execute(sql`
    INSERT INTO admin_alerts (key, raised_at) VALUES (${key}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET raised_at = EXCLUDED.raised_at, cleared_at = NULL
     WHERE admin_alerts.cleared_at IS NOT NULL
    RETURNING 1`);
  if ((raised.rowCount ?? 0) === 0) return false;
  await notifyAdmins(tx, 'operations', message, { now });
  return true;
}

/** Ends an alert's occurrence: the next raise e-mails the admins again. */
export async function clearAdminAlert(db: DbOrTx, key: string, now: Date): Promise<void> {
  await db
    .update(adminAlerts)
    .set({ clearedAt: now })
    .where(and(eq(adminAlerts.key, key), isNull(adminAlerts.clearedAt)));
}

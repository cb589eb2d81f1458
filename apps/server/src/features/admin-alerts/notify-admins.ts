import type { Language } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { enqueueMail, mailIn, type MailContent, type MailInLanguages } from '../../infra/mail';
import { users } from '../users/users.tables';
import { readSettings } from '../settings';

/**
 * Which alert: registrations and withdrawals have their own admin toggle under the "Email
 * Notifications" master switch; a deposit set aside (onboarding) and the operations alerts
 * (admin-alerts.ts) follow the master switch alone.
 */
export type AdminAlert = 'registration' | 'withdrawal' | 'deposit' | 'operations';

const ALERTS = {
  registration: { toggle: 'userRegistrationAlerts', mailKind: 'admin-new-registration' },
  withdrawal: { toggle: 'withdrawalAlerts', mailKind: 'admin-new-withdrawal' },
  deposit: { toggle: null, mailKind: 'admin-deposit-set-aside' },
  operations: { toggle: null, mailKind: 'admin-operations-alert' },
} as const;

/**
 * E-mails an alert to every active admin through the outbox, in the caller's transaction, when
 * the settings allow it (Email Notifications on and the alert's own toggle on), each in their own
 * language when `message` is given as a function of the language. Returns how many messages were
 * queued; call `ctx.mail.wake()` after the commit when it is more than zero.
 */
export async function notifyAdmins(
  tx: DbOrTx,
  alert: AdminAlert,
  message: MailInLanguages,
  options: { now?: Date } = {},
): Promise<number> {
  const { toggle, mailKind } = ALERTS[alert];
  const settings = await readSettings(tx);
  if (!settings.emailNotifications || (toggle !== null && !settings[toggle])) return 0;
  const admins = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)));
  const rendered = new Map<Language, MailContent>();
  for (const admin of admins) {
    const content = mailIn(message, admin.language, rendered);
    await enqueueMail(tx, { ...content, to: admin.email, kind: mailKind }, options.now);
  }
  return admins.length;
}

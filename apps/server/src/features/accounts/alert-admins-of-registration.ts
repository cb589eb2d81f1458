import type { Language } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { enqueueMail, mailIn, type MailContent } from '../../infra/mail/outbox';
import { adminNewRegistrationMail } from '../../infra/mail/templates';
import { readSettings } from '../settings';
import { type UserRow, users } from '../users/users.tables';

/**
 * With the settings "Email Notifications" and "User Registration Alerts" on, every active admin
 * gets an e-mail about the new account (in the registration's transaction).
 */
export async function alertAdminsOfRegistration(
  tx: Tx,
  input: { member: UserRow; referrer: UserRow; now: Date; appUrl: string },
): Promise<void> {
  const settings = await readSettings(tx);
  if (!settings.emailNotifications || !settings.userRegistrationAlerts) return;
  const admins = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)));
  const content = (language: Language) =>
    adminNewRegistrationMail({
      appUrl: input.appUrl,
      member: input.member,
      referrer: input.referrer,
      language,
    });
  const rendered = new Map<Language, MailContent>();
  for (const admin of admins) {
    const mail = mailIn(content, admin.language, rendered);
    await enqueueMail(tx, { to: admin.email, kind: 'admin-new-registration', ...mail }, input.now);
  }
}

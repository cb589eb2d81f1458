import { SECURITY_HOLD_HOURS, type SecurityActivityEvent as SecurityEvent } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';
import { enqueueMail } from '../../infra/mail';
import { type SecurityNoticeKey, securityNoticeMail } from '../../infra/mail/templates';
import { recordActivity } from '../activity';
import { writeAudit } from '../audit';
import type { FactorOwner } from './two-factor-deps';

/** The e-mail of each event: its words in every language are `securityNotice.<notice>` of the mail catalogue. */
const NOTICES: Partial<Record<SecurityEvent, { notice: SecurityNoticeKey; hold?: true }>> = {
  'two-factor-enabled': { notice: 'twoFactorEnabled' },
  'two-factor-disabled': { notice: 'twoFactorDisabled', hold: true },
  'recovery-codes-regenerated': { notice: 'recoveryCodesRegenerated', hold: true },
  'passkey-added': { notice: 'passkeyAdded' },
  'passkey-removed': { notice: 'passkeyRemoved', hold: true },
  'recovery-code-used': { notice: 'recoveryCodeUsed' },
};

/**
 * A second-factor event, inside the transaction of the change: the member's activity, the
 * e-mail that tells them (with the withdrawal pause where there is one), and for an admin's own
 * account the audit log.
 */
export async function recordFactorEvent(
  tx: DbOrTx,
  input: {
    owner: FactorOwner;
    event: SecurityEvent;
    now: Date;
    ip: string | null;
    appUrl: string;
    details?: Record<string, unknown>;
  },
): Promise<boolean> {
  const { owner, event, now } = input;
  await recordActivity(tx, {
    userId: owner.id,
    type: 'security',
    details: { event, ...input.details },
    at: now,
  });
  if (owner.isAdmin && event !== 'two-factor-failed') {
    await writeAudit(tx, {
      actorId: owner.id,
      action: `user.two-factor.${event}`,
      target: { type: 'user', id: owner.id },
      ...(input.details ? { after: input.details } : {}),
      ip: input.ip,
      at: now,
    });
  }
  const notice = NOTICES[event];
  if (!notice) return false;
  const holdEnds = new Date(now.getTime() + SECURITY_HOLD_HOURS * 3_600_000);
  const content = securityNoticeMail({
    appUrl: input.appUrl,
    firstName: owner.firstName,
    notice: notice.notice,
    at: now,
    ip: input.ip,
    hold: notice.hold && !owner.isAdmin ? { hours: SECURITY_HOLD_HOURS, until: holdEnds } : undefined,
    language: owner.language,
  });
  await enqueueMail(tx, { ...content, to: owner.email, kind: 'security-notice' }, now);
  return true;
}

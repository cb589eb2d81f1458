import { SECURITY_HOLD_HOURS, type SecurityActivityEvent as SecurityEvent } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';
import { enqueueMail } from '../../infra/mail';
import { securityNoticeMail } from '../../infra/mail/templates';
import { recordActivity } from '../activity';
import { writeAudit } from '../audit';
import type { FactorOwner } from './two-factor-deps';

const NOTICES: Partial<Record<SecurityEvent, { subject: string; what: string; hold?: true }>> = {
  'two-factor-enabled': {
    subject: 'Two-factor authentication turned on',
    what: 'Two-factor authentication was turned on for your account. Signing in now also asks for a code from your authenticator app.',
  },
  'two-factor-disabled': {
    subject: 'Two-factor authentication turned off',
    what: 'Two-factor authentication was turned off for your account.',
    hold: true,
  },
  'recovery-codes-regenerated': {
    subject: 'New recovery codes',
    what: 'New recovery codes were made for your account; the old ones no longer work.',
    hold: true,
  },
  'passkey-added': {
    subject: 'A passkey was added',
    what: 'A passkey was added to your account. It can be used to sign in and to confirm withdrawals. If this was not you, secure your account now.',
  },
  'passkey-removed': {
    subject: 'A passkey was removed',
    what: 'A passkey was removed from your account; it can no longer be used to sign in.',
    hold: true,
  },
  'recovery-code-used': {
    subject: 'A recovery code was used',
    what: 'One of your recovery codes was used to confirm it is you. Each code works once.',
  },
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
    subject: notice.subject,
    what: notice.what,
    at: now,
    ip: input.ip,
    ...(notice.hold && !owner.isAdmin
      ? {
          hold: `For your safety, withdrawals are paused for ${SECURITY_HOLD_HOURS} hours, until ${holdEnds.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        }
      : {}),
  });
  await enqueueMail(tx, { ...content, to: owner.email, kind: 'security-notice' }, now);
  return true;
}

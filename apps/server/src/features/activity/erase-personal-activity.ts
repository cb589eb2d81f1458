import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activityEvents } from './activity.tables';

/**
 * A deleted member's personal data in the activity log (ADR 0007): the address and browser of
 * its login events, and its name in its referrer's 'referral' event. The events themselves stay.
 */
export async function erasePersonalActivity(
  tx: DbOrTx,
  user: { id: string; referredById: string | null },
): Promise<void> {
  await tx
    .update(activityEvents)
    .set({ details: sql`${activityEvents.details} - 'ip' - 'userAgent'` })
    .where(and(eq(activityEvents.userId, user.id), eq(activityEvents.type, 'login')));
  // The referrer's 'referral' event named this member: the name goes with the rest.
  if (user.referredById) {
    await tx
      .update(activityEvents)
      .set({ details: sql`${activityEvents.details} - 'referredName'` })
      .where(
        and(
          eq(activityEvents.userId, user.referredById),
          eq(activityEvents.type, 'referral'),
          sql`${activityEvents.details} ->> 'referredUserId' = ${user.id}`,
        ),
      );
  }
}

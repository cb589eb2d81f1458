import type { ActivityType } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';
import { activityEvents } from './activity.tables';

export interface ActivityInput {
  /** users.id of the member the event belongs to. */
  userId: string;
  type: ActivityType;
  /**
   * What happened, for the report's description: login {ip, newDevice?}; withdrawal {withdrawalId, amount,
   * status}; reward {rewardId, amount, rewardType, level, fromUserId}; referral {referredUserId,
   * referredName}; subscription {amount, periodNumber, expiresAt}. Amounts as decimal strings.
   */
  details?: Record<string, unknown>;
  /** When it happened; the database's clock by default. */
  at?: Date;
}

/**
 * Records a member event for the admin's user reports. Call it inside the transaction of the
 * change it describes, so the event exists exactly when the change does.
 */
export async function recordActivity(tx: DbOrTx, input: ActivityInput): Promise<void> {
  await tx.insert(activityEvents).values({
    userId: input.userId,
    type: input.type,
    details: input.details ?? {},
    ...(input.at ? { createdAt: input.at } : {}),
  });
}

/** Several events in one statement (a reward cycle credits many members at once). */
export async function recordActivities(tx: DbOrTx, inputs: ActivityInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await tx.insert(activityEvents).values(
    inputs.map((input) => ({
      userId: input.userId,
      type: input.type,
      details: input.details ?? {},
      ...(input.at ? { createdAt: input.at } : {}),
    })),
  );
}

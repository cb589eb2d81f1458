import { z } from 'zod';
import { REWARD_TYPES, USER_STATUSES, WITHDRAWAL_STATUSES } from '../constants';

/** Database key of every entity (`_id`): a UUID. */
export const idSchema = z.uuid();

/**
 * A user named in a path (`/rewards/stats/:userId`): the account's `_id` or its public `userId`.
 * Restricted to safe characters; the handler resolves which one it is.
 */
export const userRefSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Invalid user ID' });

/**
 * A point in time in an answer: always sent as an ISO 8601 string in UTC. The server may hand the
 * schema a Date or a timestamp string as the database driver returns it ('2025-01-15 10:30:00+00');
 * the schema converts either.
 */
export const dateTimeSchema = z
  .union([
    z.date(),
    z.string().refine((v) => !Number.isNaN(Date.parse(v)), { message: 'Expected a date-time' }),
  ])
  .transform((v) => new Date(v).toISOString())
  .meta({ type: 'string', format: 'date-time' });

export const userStatusSchema = z.enum(USER_STATUSES);
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export const rewardTypeSchema = z.enum(REWARD_TYPES);

/** A person named inside another record (a withdrawal's member, a reward's recipient). */
export const personSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userId: z.string(),
});
export type Person = z.infer<typeof personSchema>;

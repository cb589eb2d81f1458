import { sql } from 'drizzle-orm';

/**
 * The cycles that paid the member DOWNLINE rewards, as an SQL row source `(id uuid, number int)`:
 * one credited or locked ledger entry per cycle and recipient (a unique index), the recipient
 * earning from every member its paying levels hold, or from none. `forfeited: 'left out'` drops the
 * cycles whose locked entry was since forfeited (never earned: the tree's figures); the reward
 * list shows those rewards too (`'kept'`).
 */
export const downlineCyclesPaidSql = (
  userId: string,
  { forfeited }: { forfeited: 'kept' | 'left out' },
) => sql`
    SELECT cy.id, cy.number
      FROM ledger_entries l JOIN cycles cy ON cy.id = l.cycle_id
     WHERE l.user_id = ${userId}::uuid AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
       AND l.reward_type = 'DOWNLINE'${
         forfeited === 'left out'
           ? sql`
       AND NOT EXISTS (SELECT 1 FROM ledger_entries f WHERE f.settles_entry_id = l.id AND f.kind = 'LOCK_FORFEIT')`
           : sql``
       }`;

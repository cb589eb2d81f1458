import type { ParsedBodyOf, endpoints } from '@app/contract';
import type { Db } from '../../infra/db/client';
import { writeAudit } from '../audit';
import type { SettingKey, Settings } from './settings.defaults';
import { readSettings, writeSetting } from './settings.repository';

export type SettingsUpdate = ParsedBodyOf<typeof endpoints.updateSettings>;

/**
 * Stores the given settings (already checked by the contract's rules) in one transaction with an
 * audit entry naming only what changed. Returns every setting after the change.
 */
export async function updateSettings(
  deps: { db: Db; now: () => Date },
  update: SettingsUpdate,
  actor: { userId: string; ip: string | null },
): Promise<Settings> {
  return deps.db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const now = deps.now();
    const changedBefore: Partial<Settings> = {};
    const changedAfter: Partial<Settings> = {};
    for (const [key, value] of Object.entries(update) as [SettingKey, Settings[SettingKey]][]) {
      if (value === undefined || same(before[key], value)) continue;
      await writeSetting(tx, key, value, { updatedBy: actor.userId, now });
      Object.assign(changedBefore, { [key]: before[key] });
      Object.assign(changedAfter, { [key]: value });
    }
    if (Object.keys(changedAfter).length > 0) {
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'settings.update',
        target: { type: 'settings', id: null },
        before: changedBefore,
        after: changedAfter,
        ip: actor.ip,
        at: now,
      });
    }
    return readSettings(tx);
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

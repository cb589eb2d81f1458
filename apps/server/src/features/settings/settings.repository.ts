import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type SettingKey, type Settings, settingsDefaults, storedSettingsSchema } from './settings.defaults';
import { settings } from './settings.tables';

/**
 * Values are read as JSON text and parsed here: drizzle's jsonb reader parses a JSON string a
 * second time, which turns the stored decimal text '12.5' into the number 12.5.
 */
const jsonText = sql<string>`${settings.value}::text`;
const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Writes every default that is not stored yet; existing values are kept. Run at start. */
export async function ensureSettings(db: DbOrTx): Promise<void> {
  const rows = Object.entries(settingsDefaults).map(([key, value]) => ({ key, value }));
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
}

/** All settings; a missing or unreadable stored value falls back to its default. */
export async function readSettings(db: DbOrTx): Promise<Settings> {
  const rows = await db.select({ key: settings.key, value: jsonText }).from(settings);
  const result: Record<string, unknown> = { ...settingsDefaults };
  for (const { key, value } of rows) {
    if (!(key in storedSettingsSchema.shape)) continue;
    const parsed = storedSettingsSchema.shape[key as SettingKey].safeParse(parseJson(value));
    if (parsed.success) result[key] = parsed.data;
  }
  return result as Settings;
}

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<Settings[K]> {
  const [row] = await db
    .select({ value: jsonText })
    .from(settings)
    .where(sql`${settings.key} = ${key}`);
  const parsed = storedSettingsSchema.shape[key].safeParse(parseJson(row?.value));
  return (parsed.success ? parsed.data : settingsDefaults[key]) as Settings[K];
}

/** Stores one setting after checking it against its rule; returns the value before. */
export async function writeSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: Settings[K],
  options: { updatedBy?: string | null; now?: Date } = {},
): Promise<Settings[K]> {
  const before = await readSetting(db, key);
  const checked = storedSettingsSchema.shape[key].parse(value);
  const updatedAt = options.now ?? new Date();
  await db
    .insert(settings)
    .values({ key, value: checked, updatedAt, updatedBy: options.updatedBy ?? null })
    .onConflictDoUpdate({
      target: settings.key,
      // The inserted row's value: drizzle sends a plain string in `set` unserialised, so a
      // decimal text like '12.5' would be stored as the JSON number 12.5.
      set: { value: sql`excluded.value`, updatedAt, updatedBy: options.updatedBy ?? null },
    });
  return before;
}

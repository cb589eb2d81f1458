import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../infra/db/client';
import type { Settings } from './settings.defaults';
import { readSettings } from './settings.repository';

/** How long a read of the settings is reused by hot paths (the maintenance check of every call). */
export const SETTINGS_CACHE_MS = 1000;

export interface SettingsCache {
  /** The settings as read at most SETTINGS_CACHE_MS ago. */
  get(): Promise<Settings>;
  /** Forget the cached read (after a change on this instance: effective at once here). */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    settingsCache: SettingsCache;
  }
}

/**
 * Settings for checks that run on every request. A change made through this instance is seen at
 * once; other instances see it within SETTINGS_CACHE_MS.
 */
export function createSettingsCache(db: DbOrTx, ttlMs = SETTINGS_CACHE_MS): SettingsCache {
  let cached: { readAt: number; value: Promise<Settings> } | undefined;
  return {
    get() {
      const now = Date.now();
      if (!cached || now - cached.readAt >= ttlMs) {
        const value = readSettings(db);
        const entry = { readAt: now, value };
        cached = entry;
        // A failed read is not kept: the next call tries again.
        value.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

export function registerSettingsCache(app: FastifyInstance) {
  app.decorate('settingsCache', createSettingsCache(app.ctx.db));
}

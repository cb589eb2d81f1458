import { useSyncExternalStore } from 'react';
import { site } from '@/config/site';
import { onMaintenanceAnswer } from './maintenance-events';

/** While maintenance lasts, /api/health is asked every 5 s, so members are back soon after it ends. */
export const MAINTENANCE_POLL_MS = 5_000;
/** Otherwise once a minute (and on every member page change, and at once on a 503 MAINTENANCE_MODE). */
export const HEALTH_POLL_MS = 60_000;

export const maintenancePollMs = (maintenance: boolean | undefined): number =>
  maintenance ? MAINTENANCE_POLL_MS : HEALTH_POLL_MS;

/**
 * The health answer's `maintenance` flag, or null when the answer says nothing (a lost connection
 * keeps the last answer). GET /api/health is public and answers 200 while the instance is up.
 * A plain fetch, not the API client: the public pages load this with the app, and the client
 * would bring the contract's schemas into the landing page's budget.
 */
export const maintenanceFromHealth = (body: unknown): boolean | null => {
  const data = (body as { data?: { maintenance?: unknown } } | null)?.data;
  return typeof data?.maintenance === 'boolean' ? data.maintenance : null;
};

/** One flag for the whole app, shared by every reader; polled only while someone reads it. */
let flag: boolean | undefined;
const readers = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const publish = (next: boolean) => {
  if (next !== flag) {
    flag = next;
    for (const reader of readers) reader();
  }
  schedule();
};

const schedule = () => {
  clearTimeout(timer);
  if (readers.size > 0) timer = setTimeout(() => void recheckMaintenance(), maintenancePollMs(flag));
};

/** Asks the health check now (a member's page change does). */
export const recheckMaintenance = async (): Promise<void> => {
  try {
    const response = await fetch(`${site.apiUrl}/health`, { headers: { Accept: 'application/json' } });
    const answer = maintenanceFromHealth(await response.json());
    if (answer !== null) return publish(answer);
  } catch {
    // No answer: keep the last one and ask again later.
  }
  schedule();
};

// A member's call answered MAINTENANCE_MODE: no need to wait for the next poll.
onMaintenanceAnswer(() => publish(true));

const subscribe = (reader: () => void) => {
  readers.add(reader);
  if (readers.size === 1) void recheckMaintenance();
  return () => {
    readers.delete(reader);
    if (readers.size === 0) clearTimeout(timer);
  };
};

/**
 * Whether the platform is under maintenance (admin settings, Maintenance Mode), from the health
 * check; `undefined` until its first answer.
 */
export const useMaintenance = (): boolean | undefined => useSyncExternalStore(subscribe, () => flag);

import { localKeys } from '@/config/storage-keys';

/**
 * Browser storage that never throws: storage can be disabled (privacy modes, full quota),
 * and a failed write must not break a screen.
 */
const safe = (pick: () => Storage) => ({
  get(key: string): string | null {
    try {
      return pick().getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      pick().setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: string): void {
    try {
      pick().removeItem(key);
    } catch {
      /* nothing stored, nothing to remove */
    }
  },
});

export const local = safe(() => globalThis.localStorage);
export const session = safe(() => globalThis.sessionStorage);

export const tokenStore = {
  get: () => local.get(localKeys.token),
  set: (token: string) => local.set(localKeys.token, token),
  clear: () => local.remove(localKeys.token),
};

/** Spec 2, admin guard: a non-admin reaching an admin route loses any stored admin data. */
export const clearAdminData = () => {
  local.remove(localKeys.adminSession);
  local.remove(localKeys.adminPreferences);
};

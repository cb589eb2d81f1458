import { pendingUserSchema, type PendingUser } from '@app/contract';
import { localKeys } from '@/config/storage-keys';
import { local } from '@/lib/storage';

/**
 * The pending user of spec 3: kept in local storage from registration (or a sign-in refused for
 * an unverified e-mail) until the e-mail is verified, so /verify-email knows where to resend.
 */
export const pendingUserStore = {
  get(): PendingUser | null {
    const raw = local.get(localKeys.pendingUser);
    if (!raw) return null;
    try {
      const parsed = pendingUserSchema.safeParse(JSON.parse(raw));
      return parsed.success && parsed.data.email ? parsed.data : null;
    } catch {
      return null;
    }
  },
  set(user: PendingUser): void {
    local.set(localKeys.pendingUser, JSON.stringify(user));
  },
  /** Keeps the stored names when the same e-mail is remembered again (a refused sign-in). */
  rememberEmail(email: string): void {
    const current = pendingUserStore.get();
    const sameEmail = current && current.email.toLowerCase() === email.toLowerCase();
    pendingUserStore.set(sameEmail ? current : { email, firstName: '', lastName: '' });
  },
  clear(): void {
    local.remove(localKeys.pendingUser);
  },
};

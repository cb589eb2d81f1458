import { AppError } from '../../http/app-error';

/**
 * At most `max` calls per member in a fixed window, counted in this process (like the per-address
 * limits of http/rate-limit.ts). Over the limit: 429 RATE_LIMITED with Retry-After.
 */
export function perUserLimit(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  const windows = new Map<string, { start: number; count: number }>();

  return function take(userId: string): void {
    const at = now();
    if (windows.size > 10_000) {
      for (const [id, w] of windows) if (at - w.start >= options.windowMs) windows.delete(id);
    }
    let window = windows.get(userId);
    if (!window || at - window.start >= options.windowMs) {
      window = { start: at, count: 0 };
      windows.set(userId, window);
    }
    if (window.count >= options.max) {
      const seconds = Math.max(1, Math.ceil((window.start + options.windowMs - at) / 1000));
      throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(seconds) } });
    }
    window.count += 1;
  };
}

/**
 * Each API token may make `TOKEN_LIMITS.requestsPerMinute` requests a minute to this instance (decision 036); beyond
 * that a request is answered 429 before the database is asked. Keyed by the secret's hash, so made-up secrets are
 * throttled alike; the table forgets a key after a quiet minute and never holds more than `maxKeys`.
 */
export function tokenThrottle(perMinute: number, maxKeys = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Whether this request of `key` at `now` (ms) may go on, and when the window ends. */
    allow(key: string, now: number): { ok: boolean; retryAfterSeconds: number } {
      const window = windows.get(key);
      // A window ends a minute after it began, or when the clock has stepped back before its start.
      if (!window || now - window.start >= 60_000 || now < window.start) {
        if (!window && windows.size >= maxKeys) {
          for (const [k, old] of windows) if (now - old.start >= 60_000 || now < old.start) windows.delete(k);
          if (windows.size >= maxKeys) return { ok: false, retryAfterSeconds: 60 };
        }
        windows.set(key, { start: now, count: 1 });
        return { ok: true, retryAfterSeconds: 0 };
      }
      window.count += 1;
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
      return { ok: window.count <= perMinute, retryAfterSeconds };
    },
  };
}

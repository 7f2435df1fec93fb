/**
 * A count of requests per key and minute, per instance, for the callers no person signs in as: attendance devices
 * by serial and by address (decision 034), integrations by token. A request beyond `perMinute` in its key's
 * minute is refused before the body is read or the database asked. The table forgets a key after a quiet minute
 * and never holds more than `maxKeys` (made-up keys cannot fill the memory: while it is full of live keys, a key it
 * does not hold is refused too); a window also ends when the clock steps back before its start.
 */
export function minuteThrottle(perMinute: number, maxKeys = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  const over = (window: { start: number }, now: number) => now - window.start >= 60_000 || now < window.start;
  return {
    /** Whether this request of `key` at `now` (ms) may go on, and in how many seconds its window ends. */
    allow(key: string, now: number): { ok: boolean; retryAfterSeconds: number } {
      const window = windows.get(key);
      if (!window || over(window, now)) {
        if (!window && windows.size >= maxKeys) {
          for (const [k, old] of windows) if (over(old, now)) windows.delete(k);
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

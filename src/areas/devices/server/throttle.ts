/**
 * A flood from one device is throttled (decision 034): each serial, known or not, may make
 * `DEVICE_LIMITS.requestsPerMinute` requests a minute to this instance, and each address
 * `DEVICE_LIMITS.addressRequestsPerMinute` whatever serials it names; beyond that a request is answered 429 before
 * its body is read or the database asked. A device retries later on its own. The table forgets a serial after a
 * quiet minute and never holds more than `maxKeys` serials, so made-up serials cannot fill the memory.
 */
export function deviceThrottle(perMinute: number, maxKeys = 10_000) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Whether this request of `serial` at `now` (ms) may go on. */
    allow(serial: string, now: number): boolean {
      const window = windows.get(serial);
      // A window ends a minute after it began, or when the clock has stepped back before its start.
      if (!window || now - window.start >= 60_000 || now < window.start) {
        if (!window && windows.size >= maxKeys) {
          for (const [key, old] of windows) if (now - old.start >= 60_000) windows.delete(key);
          if (windows.size >= maxKeys) return false;
        }
        windows.set(serial, { start: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= perMinute;
    },
  };
}

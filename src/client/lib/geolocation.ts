/**
 * The device's location for a punch (rules §15): asked only when the organisation's location rule applies to
 * the person, after the page has said why. A refusal, a timeout or a browser without geolocation gives null: the
 * server then refuses the punch (block) or records and flags it (flag).
 */
export interface Place {
  latitude: number;
  longitude: number;
  /** Metres, as the device reported it. */
  accuracy: number;
}

/** Whether the browser already lets this site read the location (then it will not prompt again). */
export async function locationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

export function currentPlace(): Promise<Place | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Math.round(coords.accuracy),
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    ),
  );
}

/** What the server last said about asking this person, kept for the app opened offline (no server to ask). */
const askKey = (employeeId: string) => `hris-ask-location:${employeeId}`;
export function rememberAsk(employeeId: string | undefined, ask: boolean) {
  if (!employeeId) return;
  try {
    if (ask) localStorage.setItem(askKey(employeeId), '1');
    else localStorage.removeItem(askKey(employeeId));
  } catch {
    // Storage refused (a private window): offline punches then go without a location.
  }
}

/**
 * The location for a punch made with the app opened offline: only when the rule applied to this person when the
 * server last said, and only when the browser already allows it (no explanation can be shown first otherwise).
 */
export async function offlinePlace(employeeId: string | undefined): Promise<Place | null> {
  try {
    if (!employeeId || localStorage.getItem(askKey(employeeId)) !== '1') return null;
  } catch {
    return null;
  }
  return (await locationGranted()) ? currentPlace() : null;
}

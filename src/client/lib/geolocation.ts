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

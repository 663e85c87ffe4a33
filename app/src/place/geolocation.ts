/** The browser's position, asked once, as the near-me machine's `locate` actor. */
import type { LatLng } from '@spur/domain';

/** How long the browser may take to answer (then: timeout, and the default city). */
export const LOCATE_TIMEOUT_MS = 10_000;

export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('This browser cannot share a position.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  });
}

/**
 * The "near me" centre, remembered for the visit (sessionStorage: gone when the tab closes, never
 * sent anywhere). Storage that throws (private modes, disabled) just means nothing is remembered.
 */
import type { LatLng } from '@spur/domain';

const KEY = 'spur.nearMe.centre';

export function rememberedCentre(): LatLng | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LatLng>;
    return typeof value.latitude === 'number' && typeof value.longitude === 'number' ? { latitude: value.latitude, longitude: value.longitude } : null;
  } catch {
    return null;
  }
}

export function rememberCentre(centre: LatLng | null): void {
  try {
    if (centre) window.sessionStorage.setItem(KEY, JSON.stringify(centre));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Not remembered: the visitor presses Near me again on the next page.
  }
}

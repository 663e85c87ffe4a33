/**
 * A toast that survives one full page load (the logout's hard redirect). Kept in sessionStorage,
 * shown and removed by `<FlashToast />` on the next start.
 */
import type { ToastCopy } from './copy';

export const FLASH_TOAST_KEY = 'spur:flash-toast';

export function setFlashToast(toast: ToastCopy) {
  try {
    sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage unavailable: the toast is simply not shown.
  }
}

export function takeFlashToast(): ToastCopy | null {
  try {
    const raw = sessionStorage.getItem(FLASH_TOAST_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(FLASH_TOAST_KEY);
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as ToastCopy).title === 'string') return value as ToastCopy;
  } catch {
    // Unreadable: drop it.
  }
  return null;
}

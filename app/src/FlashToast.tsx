import { useEffect } from 'react';
import { toast } from '@spur/ui-kit';
import { takeFlashToast } from './flash';

/** Shows the toast kept across the last full page load (e.g. "Logged out successfully"). */
export function FlashToast() {
  useEffect(() => {
    const pending = takeFlashToast();
    if (pending) toast(pending);
  }, []);
  return null;
}

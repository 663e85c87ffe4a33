/**
 * Texts of the demo build's "Reset demo data" control. Kept out of src/copy.ts, which is in the
 * entry chunk of every build: only demo builds load these, with the control. Written in English
 * (`defineCopy`), read in the page's language with `useCopy(DEMO_COPY)` (translations: `locales/`).
 */
import { defineCopy } from '@spur/i18n';
import type { ToastCopy } from '../copy';

export const DEMO_COPY = defineCopy((t) => ({
  outboxLink: t('Outbox'),
  reset: t('Reset demo data'),
  confirmTitle: t('Reset the demo data?'),
  confirmDescription: t('Every change made in this demo (accounts, bookings and deals) is replaced with the original sample data, then the page reloads.'),
  confirm: t('Reset demo data'),
  resetting: t('Resetting...'),
  cancel: t('Cancel'),
  resetFailed: {
    title: t('Error'),
    description: t('Failed to reset the demo data. Please try again.'),
    variant: 'destructive',
  } satisfies ToastCopy,
}));

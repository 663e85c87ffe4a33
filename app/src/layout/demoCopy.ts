/**
 * Texts of the demo build's "Reset demo data" control. Kept out of src/copy.ts, which is in the
 * entry chunk of every build: only demo builds load these, with the control.
 */
import type { ToastCopy } from '../copy';

export const DEMO_COPY = {
  outboxLink: 'Outbox',
  reset: 'Reset demo data',
  confirmTitle: 'Reset the demo data?',
  confirmDescription:
    'Every change made in this demo (accounts, bookings and deals) is replaced with the original sample data, then the page reloads.',
  confirm: 'Reset demo data',
  resetting: 'Resetting...',
  resetFailed: {
    title: 'Error',
    description: 'Failed to reset the demo data. Please try again.',
    variant: 'destructive',
  } satisfies ToastCopy,
} as const;

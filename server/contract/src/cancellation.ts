/**
 * Cancellation terms, set by the business on each deal: free cancellation until `free_hours`
 * before a session's start (open-dated deals: until the deal expires), then `late_refund_percent`
 * of the amount paid back (0: no refund). A session the business cancels always refunds in full.
 */
import { z } from './zod';
import { CANCELLATION_DEFAULTS, CANCELLATION_LIMITS } from './constants';
import { MESSAGES } from './messages';

/** The terms as every backend answers them, on a deal and on each of its bookings. */
export const CancellationTermsSchema = z.object({
  /** Hours before the start until which cancelling refunds everything (0: until the start). */
  free_hours: z.number().int(),
  /** Percentage of the amount paid refunded after that (0: no refund, 100: full). */
  late_refund_percent: z.number().int(),
});
export type CancellationTerms = z.infer<typeof CancellationTermsSchema>;

const freeHours = z
  .number({ error: MESSAGES.validFreeCancellationHours })
  .int({ error: MESSAGES.validFreeCancellationHours })
  .min(0, { error: MESSAGES.validFreeCancellationHours })
  .max(CANCELLATION_LIMITS.maxFreeHours, { error: MESSAGES.validFreeCancellationHours });
const refundPercent = z
  .number({ error: MESSAGES.validRefundPercent })
  .int({ error: MESSAGES.validRefundPercent })
  .min(0, { error: MESSAGES.validRefundPercent })
  .max(100, { error: MESSAGES.validRefundPercent });

/** The terms as a business sends them: a field left out keeps its current value (a new deal: the default). */
export const CancellationTermsInputSchema = z.object(
  { free_hours: freeHours.optional(), late_refund_percent: refundPercent.optional() },
  { error: MESSAGES.validFreeCancellationHours },
);
export type CancellationTermsInput = z.input<typeof CancellationTermsInputSchema>;

export const DEFAULT_CANCELLATION_TERMS: CancellationTerms = {
  free_hours: CANCELLATION_DEFAULTS.freeHours,
  late_refund_percent: CANCELLATION_DEFAULTS.lateRefundPercent,
};

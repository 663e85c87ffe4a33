/**
 * Sessions: one occurrence of a deal with its own start, capacity and booking cut-off. A deal
 * without sessions is open-dated (bookable any time until it expires, slots on the deal).
 */
import { z } from './zod';
import {
  BOOKING_STATUSES,
  PRICE_DROP_MAX_WINDOW_MINUTES,
  PRICE_DROP_STEP_MINUTES,
  REPEAT_DAYS,
  SESSION_DEFAULTS,
  SESSION_LIMITS,
  SESSION_STATUSES,
} from './constants';
import { MESSAGES } from './messages';
import { id } from './fields';

/** A session as every backend answers it. Times are instants (ISO 8601, UTC). */
export const SessionSchema = z.object({
  id,
  deal_id: id,
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  capacity: z.number().int(),
  slots_left: z.number().int(),
  /** Minutes before the start after which it can no longer be booked (0: until it starts). */
  cutoff_minutes: z.number().int(),
  status: z.enum(SESSION_STATUSES),
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionListSchema = z.array(SessionSchema);

/** The business's view of a session: the public one plus how many spots are booked. */
export const ManagedSessionSchema = SessionSchema.extend({
  /** Pending and confirmed bookings (a pending one holds its spot while it is paid). */
  booked: z.number().int(),
});
export type ManagedSession = z.infer<typeof ManagedSessionSchema>;
export const ManagedSessionListSchema = z.array(ManagedSessionSchema);

/** Last-minute price drop: from the list price towards `floor_price` over the last `window_minutes`. */
export const PriceDropSchema = z.object({
  floor_price: z.number(),
  window_minutes: z.number().int(),
});
export type PriceDrop = z.infer<typeof PriceDropSchema>;

/** The price drop as a business sets it; the floor is checked against the price by the deal schemas. */
export const PriceDropInputSchema = z.object(
  {
    floor_price: z
      .number({ error: MESSAGES.validPrice })
      .gt(0, { error: MESSAGES.validPrice })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: MESSAGES.validPrice }),
    window_minutes: z
      .number({ error: MESSAGES.validPriceDropWindow })
      .int({ error: MESSAGES.validPriceDropWindow })
      .min(PRICE_DROP_STEP_MINUTES, { error: MESSAGES.validPriceDropWindow })
      .max(PRICE_DROP_MAX_WINDOW_MINUTES, { error: MESSAGES.validPriceDropWindow })
      .refine((value) => value % PRICE_DROP_STEP_MINUTES === 0, { error: MESSAGES.validPriceDropWindow }),
  },
  { error: MESSAGES.validPriceDropWindow },
);

const cutoffMinutes = z
  .number({ error: MESSAGES.validCutoff })
  .int({ error: MESSAGES.validCutoff })
  .min(0, { error: MESSAGES.validCutoff })
  .max(SESSION_LIMITS.maxCutoffMinutes, { error: MESSAGES.validCutoff });
const durationMinutes = z
  .number({ error: MESSAGES.validDuration })
  .int({ error: MESSAGES.validDuration })
  .min(1, { error: MESSAGES.validDuration })
  .max(SESSION_LIMITS.maxDurationMinutes, { error: MESSAGES.validDuration });
const capacity = z
  .number({ error: MESSAGES.validCapacity })
  .int({ error: MESSAGES.validCapacity })
  .min(1, { error: MESSAGES.validCapacity })
  .max(SESSION_LIMITS.maxCapacity, { error: MESSAGES.validCapacity });
const startsAt = z.iso.datetime({ offset: true, error: MESSAGES.validSessionStart });
const timeOfDay = z.string({ error: MESSAGES.validRepeatTimes }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: MESSAGES.validRepeatTimes });

/**
 * A repeating pattern in the venue's local time: at each of `times` on every matching day from
 * `start_date` for `weeks` weeks. Occurrences already past their cut-off are skipped.
 */
export const RepeatRuleSchema = z.object(
  {
    start_date: z.iso.date({ error: MESSAGES.validRepeatDate }),
    days: z.enum(REPEAT_DAYS, { error: MESSAGES.validRepeatDays }),
    times: z
      .array(timeOfDay, { error: MESSAGES.validRepeatTimes })
      .min(1, { error: MESSAGES.validRepeatTimes })
      .max(SESSION_LIMITS.maxTimesPerDay, { error: MESSAGES.validRepeatTimes })
      .refine((times) => new Set(times).size === times.length, { error: MESSAGES.duplicateRepeatTimes }),
    weeks: z
      .number({ error: MESSAGES.validRepeatWeeks })
      .int({ error: MESSAGES.validRepeatWeeks })
      .min(1, { error: MESSAGES.validRepeatWeeks })
      .max(SESSION_LIMITS.maxWeeks, { error: MESSAGES.validRepeatWeeks }),
  },
  { error: MESSAGES.sessionStartOrRepeat },
);
export type RepeatRule = z.infer<typeof RepeatRuleSchema>;

/** POST /api/deals/business/:dealId/sessions: one session (`starts_at`) or a pattern (`repeat`). */
export const SessionCreateSchema = z
  .object({
    starts_at: startsAt.optional(),
    repeat: RepeatRuleSchema.optional(),
    duration_minutes: durationMinutes.default(SESSION_DEFAULTS.durationMinutes),
    capacity: capacity.default(SESSION_DEFAULTS.capacity),
    cutoff_minutes: cutoffMinutes.default(SESSION_DEFAULTS.cutoffMinutes),
  })
  .refine((body) => (body.starts_at === undefined) !== (body.repeat === undefined), {
    error: MESSAGES.sessionStartOrRepeat,
    path: ['starts_at'],
  });
export type SessionCreate = z.input<typeof SessionCreateSchema>;

/** PUT /api/deals/business/sessions/:sessionId: only the fields sent change. */
export const SessionUpdateSchema = z
  .object({
    starts_at: startsAt.optional(),
    duration_minutes: durationMinutes.optional(),
    capacity: capacity.optional(),
    cutoff_minutes: cutoffMinutes.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: MESSAGES.nothingToUpdate });
export type SessionUpdate = z.input<typeof SessionUpdateSchema>;

/** DELETE /api/deals/business/sessions/:sessionId: the session and how many bookings were cancelled (refunded in full). */
export const SessionCancelResponseSchema = z.object({
  session: ManagedSessionSchema,
  cancelled_bookings: z.number().int(),
});
export type SessionCancelResponse = z.infer<typeof SessionCancelResponseSchema>;

/** One line of a session's manifest: who booked, and the booking's state. */
export const ManifestEntrySchema = z.object({
  booking_id: z.string(),
  /** The account's full name, else the guest's name; null when neither is known. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  booking_time: z.string(),
  price: z.number(),
  /** When the guest was checked in; null while not. */
  checked_in_at: z.string().nullable(),
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;
export const ManifestSchema = z.array(ManifestEntrySchema);

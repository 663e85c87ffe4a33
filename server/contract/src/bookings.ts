import { z } from './zod';
import { BOOKING_STATUSES } from './constants';
import { MESSAGES } from './messages';
import { CancellationTermsSchema } from './cancellation';
import { ReviewSchema } from './reviews';

/** A booking as its owner sees it: the deal's details at booking time plus payment facts. */
export const BookingSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  business_name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** When the booking was made (ISO 8601). */
  booking_time: z.string(),
  /** Amount paid, or to be paid while pending, in dollars. */
  price: z.number(),
  /** The checkout id (Stripe's Checkout Session id); its last 8 characters are the confirmation id. */
  confirmation_id: z.string().nullable(),
  /** The session booked; null for open-dated deals. */
  session_id: z.string().nullable(),
  /** Its start (ISO 8601) and length; shown in the venue's time zone. */
  session_starts_at: z.string().nullable(),
  session_duration_minutes: z.number().int().nullable(),
  time_zone: z.string(),
  /** The deal's cancellation terms; with the session's start (or the deal's expiry) they give the refund. */
  cancellation: CancellationTermsSchema,
  /** The deal's expiry: the end of free cancellation for an open-dated deal (null: none). */
  deal_expires_at: z.string().nullable(),
  /**
   * What cancelling gave back, in dollars (0: the terms gave nothing back); null while the booking
   * is not cancelled, or when nothing had been paid.
   */
  refunded_amount: z.number().nullable(),
  /** The redemption code (confirmed bookings only; null otherwise). */
  voucher_code: z.string().nullable(),
  /** When the guest was checked in at the venue. */
  checked_in_at: z.string().nullable(),
  /** The booker's review of it; null while there is none. */
  review: ReviewSchema.nullable(),
  /** Whether "Leave a review" applies now (confirmed, session ended or checked in, not reviewed yet). */
  can_review: z.boolean(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingListSchema = z.array(BookingSchema);

/** POST /api/bookings: holds a slot for the caller until it is paid or the hold expires. */
export const BookingCreateSchema = z.object({
  deal_id: z.string({ error: MESSAGES.dealIdRequired }).trim().min(1, { error: MESSAGES.dealIdRequired }),
  /** Required for a deal with sessions, refused for an open-dated one. */
  session_id: z.string({ error: MESSAGES.sessionNotFound }).trim().min(1, { error: MESSAGES.sessionRequired }).optional(),
});
export type BookingCreate = z.input<typeof BookingCreateSchema>;

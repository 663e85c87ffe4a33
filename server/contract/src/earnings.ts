/**
 * A business's earnings (GET /api/business/earnings), read from the money ledger: every paid
 * booking of its deals with what the traveller paid, Spur's fee, what was refunded and the net
 * the business receives, plus totals by the time each payment, fee and refund happened.
 */
import { z } from './zod';

/**
 * A ledger row's kind: money in, the platform's commission on it, money given back, the net sent
 * to the business's payout account, and the part of it a later refund took back (the
 * migrations' CHECK lists the same).
 */
export type LedgerKind = 'charge' | 'fee' | 'refund' | 'transfer' | 'transfer_reversal';

/**
 * Where a booking's net stands. pending_experience: the experience has not begun (its session
 * has not started, or an open-dated booking is not checked in yet). to_be_paid: it has begun (or
 * the booking was cancelled keeping part of the money) and the net is not transferred yet (the
 * business's payouts are not on, or the next maintenance sweep sends it).
 * refunded: everything went back to the traveller, nothing is owed. paid: the net was transferred
 * to the business. reversed: a refund after the transfer took its share of the transfer back.
 */
export const EARNING_STATES = ['pending_experience', 'to_be_paid', 'refunded', 'paid', 'reversed'] as const;
export type EarningState = (typeof EARNING_STATES)[number];

const cents = z.number().int();

/** Money figures in integer cents: paid − refunded − fee = net, always. */
export const EarningFiguresSchema = z.object({
  paid_cents: cents,
  fee_cents: cents,
  refunded_cents: cents,
  net_cents: cents,
});
export type EarningFigures = z.infer<typeof EarningFiguresSchema>;

export const EarningSchema = EarningFiguresSchema.extend({
  booking_id: z.string(),
  /** When the traveller paid. */
  paid_at: z.string(),
  deal_id: z.string(),
  deal_title: z.string(),
  /** The session's start; null for an open-dated deal. */
  starts_at: z.string().nullable(),
  /** The venue's IANA time zone, for showing the times. */
  time_zone: z.string(),
  /** The traveller's name, or "Guest" when none is known. */
  traveller: z.string(),
  state: z.enum(EARNING_STATES),
});
export type Earning = z.infer<typeof EarningSchema>;

export const EarningsSchema = z.object({
  /** Spur's commission in percent, as the server is configured. */
  fee_percent: z.number(),
  /** Newest payment first. */
  bookings: z.array(EarningSchema),
  /**
   * Each payment, fee and refund counted in the period it happened (weeks start on Monday, in the
   * default city's time zone); all_time equals the sum of the bookings.
   */
  totals: z.object({ week: EarningFiguresSchema, month: EarningFiguresSchema, all_time: EarningFiguresSchema }),
});
export type Earnings = z.infer<typeof EarningsSchema>;

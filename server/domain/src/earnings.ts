/**
 * The money ledger's rules: which rows a payment and a refund write (`chargeEntries`,
 * `refundEntries`), a booking's figures and net after refunds (`earningFigures`), where its net
 * stands (`earningState`), and a business's earnings with totals (`earningsOf`). Every figure is
 * a sum of ledger rows, so paid − refunded − fee = net holds for a booking, a period and all time.
 */
import { DEFAULT_TIME_ZONE, MESSAGES, type BookingStatus, type Earning, type EarningFigures, type EarningState, type Earnings, type LedgerKind } from '@spur/contract';
import { feeReturnedOnRefund, platformFee } from './commission';
import { millis, type Instant } from './time';
import { addDays, dayOfWeek, localDate, startOfLocalDay } from './zonedTime';

/** A ledger row to write; `key` makes writing it again a no-op. */
export interface LedgerEntry {
  key: string;
  booking_id: string;
  kind: LedgerKind;
  amount_cents: number;
  created_at: Date;
}

/** A paid booking's charge and Spur's fee on it. */
export function chargeEntries(bookingId: string, amountCents: number, feePercent: number, now: Date): LedgerEntry[] {
  const { fee_cents } = platformFee(amountCents, feePercent);
  return [
    { key: `charge:${bookingId}`, booking_id: bookingId, kind: 'charge', amount_cents: amountCents, created_at: now },
    { key: `fee:${bookingId}`, booking_id: bookingId, kind: 'fee', amount_cents: fee_cents, created_at: now },
  ];
}

/**
 * A refund of `refundCents` and the fee it gives back (a negative fee row, in the proportion of
 * the refund: `feeReturnedOnRefund`), against the booking's ledger so far. A booking is refunded
 * once (its cancellation, or a late payment's refund), so the keys are per booking.
 */
export function refundEntries(bookingId: string, ledger: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'amount_cents'>>, refundCents: number, now: Date): LedgerEntry[] {
  const soFar = earningFigures(ledger);
  const feeBack = feeReturnedOnRefund(
    { paid_cents: soFar.paid_cents, fee_cents: sumOf(ledger, 'fee', (entry) => entry.amount_cents > 0) },
    soFar.refunded_cents,
    refundCents,
  );
  const refund: LedgerEntry = { key: `refund:${bookingId}`, booking_id: bookingId, kind: 'refund', amount_cents: refundCents, created_at: now };
  return feeBack === 0 ? [refund] : [refund, { key: `fee:${bookingId}:refund`, booking_id: bookingId, kind: 'fee', amount_cents: -feeBack, created_at: now }];
}

function sumOf(entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'amount_cents'>>, kind: LedgerKind, which: (entry: Pick<LedgerEntry, 'amount_cents'>) => boolean = () => true): number {
  return entries.reduce((total, entry) => (entry.kind === kind && which(entry) ? total + entry.amount_cents : total), 0);
}

/** Paid, Spur's fee (net of what refunds gave back), refunded, and the net after refunds: paid − refunded − fee. */
export function earningFigures(entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'amount_cents'>>): EarningFigures {
  const paid = sumOf(entries, 'charge');
  const fee = sumOf(entries, 'fee');
  const refunded = sumOf(entries, 'refund');
  return { paid_cents: paid, fee_cents: fee, refunded_cents: refunded, net_cents: paid - refunded - fee };
}

/** What decides a booking's earning state. */
export interface EarningBooking {
  status: BookingStatus;
  /** The session's start; null for an open-dated deal. */
  starts_at: Instant | null;
  checked_in_at: Instant | null;
}

/** The experience has begun: the guest was checked in, or the session has started. */
export function experienceBegun(booking: Pick<EarningBooking, 'starts_at' | 'checked_in_at'>, now: Date): boolean {
  return booking.checked_in_at !== null || (booking.starts_at !== null && millis(booking.starts_at) <= now.getTime());
}

/**
 * refunded: everything went back. to_be_paid: the experience has begun, or the booking was
 * cancelled keeping part of the money (nothing more is awaited). pending_experience otherwise.
 */
export function earningState(booking: EarningBooking, figures: EarningFigures, now: Date): EarningState {
  if (figures.refunded_cents >= figures.paid_cents) return 'refunded';
  if (booking.status === 'cancelled' || experienceBegun(booking, now)) return 'to_be_paid';
  return 'pending_experience';
}

/** A ledger row of one of the business's bookings, with what the earnings page shows of it. */
export interface LedgerLine extends EarningBooking {
  booking_id: string;
  kind: LedgerKind;
  amount_cents: number;
  created_at: Instant;
  deal_id: string;
  deal_title: string;
  time_zone: string;
  /** The booker's account name, else the guest's name; null when neither is known. */
  traveller_name: string | null;
}

/** Where this week (from Monday) and this month begin, at midnight in the default city. */
export function earningsPeriods(now: Date, zone: string = DEFAULT_TIME_ZONE): { week: Date; month: Date } {
  const today = localDate(now, zone);
  return {
    week: startOfLocalDay(addDays(today, -((dayOfWeek(today) + 6) % 7)), zone),
    month: startOfLocalDay(`${today.slice(0, 8)}01`, zone),
  };
}

const iso = (instant: Instant) => new Date(millis(instant)).toISOString();

/**
 * A business's earnings from its ledger rows: one line per paid booking (newest payment first)
 * and the totals over the same rows, so all time is the sum of the lines.
 */
export function earningsOf(lines: readonly LedgerLine[], now: Date, feePercent: number): Earnings {
  const byBooking = new Map<string, LedgerLine[]>();
  for (const line of lines) byBooking.set(line.booking_id, [...(byBooking.get(line.booking_id) ?? []), line]);

  const bookings: Earning[] = [];
  const counted: LedgerLine[] = [];
  for (const [bookingId, entries] of byBooking) {
    // Every refund follows its charge (written with the payment, or by the ledger's migration).
    const charge = entries.find((entry) => entry.kind === 'charge');
    if (!charge) continue;
    counted.push(...entries);
    const figures = earningFigures(entries);
    bookings.push({
      booking_id: bookingId,
      paid_at: iso(charge.created_at),
      deal_id: charge.deal_id,
      deal_title: charge.deal_title,
      starts_at: charge.starts_at === null ? null : iso(charge.starts_at),
      time_zone: charge.time_zone,
      traveller: charge.traveller_name?.trim() || MESSAGES.guestTraveller,
      ...figures,
      state: earningState(charge, figures, now),
    });
  }
  bookings.sort((a, b) => millis(b.paid_at) - millis(a.paid_at) || (a.booking_id < b.booking_id ? -1 : 1));

  const periods = earningsPeriods(now);
  const since = (start: Date) => earningFigures(counted.filter((line) => millis(line.created_at) >= start.getTime()));
  return {
    fee_percent: feePercent,
    bookings,
    totals: { week: since(periods.week), month: since(periods.month), all_time: earningFigures(counted) },
  };
}

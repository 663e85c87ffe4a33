/**
 * The money ledger's rules: which rows a payment and a refund write (`chargeEntries`,
 * `refundEntries`), a booking's figures and net after refunds (`earningFigures`), its transfer to
 * the business (`transferEligible`, `transferCents`, `transferEntry`) and a later refund's
 * reversal of it (`transferReversalCents`, `reversalEntry`), where its net stands
 * (`earningState`), and a business's earnings with totals (`earningsOf`). Every figure is a sum
 * of ledger rows, so paid − refunded − fee = net holds for a booking, a period and all time, and
 * net = transferred − reversed + what is still to be transferred.
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
  /** The provider's id of a transfer (its reversal names it). */
  provider_id?: string;
}

type Entry = Pick<LedgerEntry, 'kind' | 'amount_cents'>;

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

function sumOf(entries: readonly Entry[], kind: LedgerKind, which: (entry: Pick<LedgerEntry, 'amount_cents'>) => boolean = () => true): number {
  return entries.reduce((total, entry) => (entry.kind === kind && which(entry) ? total + entry.amount_cents : total), 0);
}

/** Paid, Spur's fee (net of what refunds gave back), refunded, and the net after refunds: paid − refunded − fee. */
export function earningFigures(entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'amount_cents'>>): EarningFigures {
  const paid = sumOf(entries, 'charge');
  const fee = sumOf(entries, 'fee');
  const refunded = sumOf(entries, 'refund');
  return { paid_cents: paid, fee_cents: fee, refunded_cents: refunded, net_cents: paid - refunded - fee };
}

/** What was transferred to the business, and what refunds after the transfer took back. */
export function transferFigures(entries: readonly Entry[]): { transferred_cents: number; reversed_cents: number } {
  return { transferred_cents: sumOf(entries, 'transfer'), reversed_cents: sumOf(entries, 'transfer_reversal') };
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
 * reversed: a refund after the transfer took part of it back. paid: transferred. refunded:
 * everything went back before any transfer. to_be_paid: the experience has begun, or the
 * booking was cancelled keeping part of the money (nothing more is awaited), and nothing was
 * transferred yet. pending_experience otherwise.
 */
export function earningState(booking: EarningBooking, entries: readonly Entry[], now: Date): EarningState {
  const figures = earningFigures(entries);
  const transfer = transferFigures(entries);
  if (transfer.reversed_cents > 0) return 'reversed';
  if (transfer.transferred_cents > 0) return 'paid';
  if (figures.refunded_cents >= figures.paid_cents) return 'refunded';
  if (booking.status === 'cancelled' || experienceBegun(booking, now)) return 'to_be_paid';
  return 'pending_experience';
}

/** What the business is sent: paid − fee − refunds so far (the booking's net), never below 0. */
export function transferCents(entries: readonly Entry[]): number {
  return Math.max(0, earningFigures(entries).net_cents);
}

/**
 * A booking is transferred once it was paid (a charge), the experience began (its session's
 * start, or the check-in of an open-dated deal; a cancellation keeping part of the money waits
 * for the session's start too), the business's payouts are on, nothing was transferred yet, and
 * there is something to send.
 */
export function transferEligible(booking: EarningBooking & { payouts_enabled: boolean }, entries: readonly Entry[], now: Date): boolean {
  return (
    booking.payouts_enabled &&
    entries.some((entry) => entry.kind === 'charge') &&
    !entries.some((entry) => entry.kind === 'transfer') &&
    experienceBegun(booking, now) &&
    transferCents(entries) > 0
  );
}

/** The transfer's row: one per booking (`transfer:<booking>`), naming the provider's transfer. */
export function transferEntry(bookingId: string, amountCents: number, transferId: string, now: Date): LedgerEntry {
  return { key: `transfer:${bookingId}`, booking_id: bookingId, kind: 'transfer', amount_cents: amountCents, created_at: now, provider_id: transferId };
}

/**
 * What a refund after the transfer takes back from the business: the refund minus the fee it
 * returns (`refundEntries`' negative fee row: `feeReturnedOnRefund`, the fee in proportion,
 * rounded half up on the running total), capped at what is still transferred. So the business
 * carries the refund in proportion to its share, Spur returns its fee in the same proportion,
 * the reversal and the fee returned add up to the refund to the cent, and afterwards
 * transferred − reversed equals the booking's net. 0 when nothing was transferred (the refund
 * comes from the platform only and lowers the later transfer).
 */
export function transferReversalCents(ledger: readonly Entry[], refund: readonly Entry[]): number {
  const { transferred_cents, reversed_cents } = transferFigures(ledger);
  const outstanding = transferred_cents - reversed_cents;
  if (outstanding <= 0) return 0;
  const businessShare = sumOf(refund, 'refund') + sumOf(refund, 'fee');
  return Math.min(outstanding, Math.max(0, businessShare));
}

/** The reversal's row: one per booking, as a booking is refunded once. */
export function reversalEntry(bookingId: string, amountCents: number, now: Date): LedgerEntry {
  return { key: `transfer_reversal:${bookingId}`, booking_id: bookingId, kind: 'transfer_reversal', amount_cents: amountCents, created_at: now };
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
      state: earningState(charge, entries, now),
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

/**
 * The store port: what the use cases (this folder) need of a backend's storage, in the domain's
 * words. The server implements it with knex inside a transaction, taking row locks (`FOR
 * UPDATE`); the in-browser backend on its @mswjs/data database, where a transaction just runs
 * its work (one request at a time, nothing to lock). Rows are the domain's (`rows.ts`) in the
 * store's encoding `V`.
 */
import type { BookingMailKind } from '../mail';
import type { BookingRow, DealRow, RowValues, SessionRow } from '../rows';
import type { AccountsTransaction } from './accountsPort';
import type { AlertsTransaction } from './alertsPort';
import type { CheckInTransaction } from './checkInPort';
import type { DealsStoreTransaction } from './dealsPort';
import type { LedgerTransaction } from './ledgerPort';
import type { PayoutsTransaction } from './payoutsPort';
import type { ReviewsTransaction } from './reviewsPort';
import type { TransfersTransaction } from './transfersPort';
import type { WaitlistTransaction } from './waitlistPort';

/** Who a booking is for (`checkoutBuyer`, or the signed-in user). */
export type Buyer = Pick<BookingRow<RowValues>, 'user_id' | 'guest_email' | 'guest_name'>;

/** A pending booking holding the spot just taken. */
export interface NewBooking extends Buyer {
  deal_id: string;
  session_id: string | null;
  status: 'pending';
  amount_cents: number;
  hold_expires_at: Date;
}

/** A webhook event, recorded so that it is processed once. */
export interface ProviderEvent {
  id: string;
  type: string;
}

/** What a payment writes on its booking: confirmed with a voucher, or refunded at once. */
export interface PaymentRecord {
  checkout_session_id: string;
  payment_intent_id: string | null;
  amount_cents: number;
  /** A guest's booking keeps the address paid with (it links the booking to a later account). */
  guest_email?: string;
  outcome: { status: 'confirmed'; voucher_code: string } | { refund_cents: number };
}

/** The operations of one transaction. */
export interface StoreTransaction<V extends RowValues>
  extends DealsStoreTransaction<V>,
    WaitlistTransaction<V>,
    AlertsTransaction<V>,
    CheckInTransaction<V>,
    ReviewsTransaction<V>,
    AccountsTransaction<V>,
    LedgerTransaction<V>,
    PayoutsTransaction<V>,
    TransfersTransaction {
  /** A deal as stored, removed and expired ones included (undefined: none). */
  findDeal(id: string): Promise<DealRow<V> | undefined>;
  /** A session of the deal (undefined: none, or another deal's). */
  findSession(dealId: string, sessionId: string): Promise<SessionRow<V> | undefined>;
  /** A session, locked until the transaction ends. */
  lockSession(id: string): Promise<SessionRow<V> | undefined>;
  /**
   * Takes one spot of an open-dated deal, atomically: the deal as it is then, or the refusal
   * (`holdRefusal`: 404, 409 expired, 409 sold out).
   */
  takeDealSpot(dealId: string): Promise<DealRow<V>>;
  /** Takes one spot of a session of the deal, atomically: 404 not the deal's, 409 with the reason. */
  takeSessionSpot(dealId: string, sessionId: string): Promise<SessionRow<V>>;
  insertBooking(row: NewBooking): Promise<BookingRow<V>>;
  /** The user's booking, locked until the transaction ends (undefined: none, or another user's). */
  lockOwnBooking(id: string, userId: string): Promise<BookingRow<V> | undefined>;
  /**
   * The booking a checkout was opened for, locked until the transaction ends; `bookingId` (the
   * checkout's metadata) finds it before its checkout id was stored.
   */
  lockCheckoutBooking(checkoutId: string, bookingId?: string | null): Promise<BookingRow<V> | undefined>;
  /** False when the event was recorded before (by an earlier or a concurrent delivery). */
  recordEvent(event: ProviderEvent): Promise<boolean>;
  /**
   * Cancels a booking that holds a spot and gives the spot back (to the waitlist's first person
   * when someone waits); its open checkout closes. Nothing when it holds none.
   */
  releaseSpots(bookingId: string): Promise<void>;
  /** Refunds a payment through the provider (the in-browser backend simulates it). */
  refund(payment: { bookingId: string; paymentIntentId: string; amountCents: number }): Promise<void>;
  recordPayment(bookingId: string, payment: PaymentRecord): Promise<void>;
  /** What a cancellation refunds (`refunded`: money given back now, through the provider). */
  recordRefund(bookingId: string, refund: { refund_cents: number; refunded: boolean }): Promise<void>;
  /** Queues the booking's mail of `kind`, in the transaction. */
  queueMail(kind: BookingMailKind, bookingId: string, now: Date): Promise<void>;
  /** A new voucher code (`newVoucherCode` over the platform's random bytes). */
  newVoucherCode(): string;
}

export interface Store<V extends RowValues> {
  /** Runs `work` in one transaction: all of it or nothing (the server); in order (in-browser). */
  transaction<T>(work: (tx: StoreTransaction<V>) => Promise<T>): Promise<T>;
}

/**
 * Checkout and fulfilment over @spur/domain's use cases (`holdForCheckout`, `confirmPayment`,
 * `expireCheckout`, on the server's store: services/store.ts). Opening a checkout holds one slot
 * with a pending booking; a completed payment confirms it; an expired or cancelled checkout
 * releases the slot. Stripe's webhook and the built-in test checkout both fulfil through
 * `completeCheckout` and `expireCheckout`. The webhook's `account.updated` events update payout
 * accounts (@spur/domain's `applyAccountUpdate`, as the test onboarding does).
 *
 * Exactly once: a webhook event is recorded in processed_webhook_events in the same transaction
 * as the booking change (a redelivery, also a concurrent one, waits on the event's key and then
 * finds it taken), and the booking row is locked, so fulfilment and the hold sweep never
 * interleave.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  CANCEL_ROUTE,
  CURRENCY,
  MESSAGES,
  type CheckoutRequestSchema,
  type CheckoutCreated,
  type CheckoutResponse,
  type TestCheckout,
} from '@spur/contract';
import type { z } from 'zod';
import type { Clock } from '../clock';
import {
  AppError,
  applyAccountUpdate,
  assertCheckoutOpen,
  checkoutBuyer,
  checkoutStatus,
  confirmPayment,
  conflict,
  expireCheckout as expireCheckoutOf,
  holdForCheckout,
  notFound,
  payerEmail,
  successUrl,
  cancellationDeadline,
  termsLine,
  termsOf,
  type AccountUpdateOutcome,
  type CompleteOutcome,
  type CompletedPayment,
  type ExpireOutcome,
  type ProviderEvent,
} from '@spur/domain';
import type { Db } from '../db/knex';
import type { BookingRow, DealRow, SessionRow, UserRow } from '../db/rows';
import type { CheckoutProvider, PaymentProvider } from '../ports/payments';
import { accountUpdateOf } from '../ports/payouts';
import type { InventoryService } from './inventory';
import { createStore } from './store';

type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;

/** Named here so the services' declared type can refer to it (stripe's own path is internal). */
export type StripeEvent = Stripe.Event;

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export type { CompleteOutcome, CompletedPayment, ExpireOutcome, ProviderEvent };
export type EventOutcome = CompleteOutcome | ExpireOutcome | AccountUpdateOutcome | 'ignored';

interface TestCheckoutRow extends BookingRow, Pick<DealRow, 'cancel_free_hours' | 'cancel_late_refund_percent'> {
  deal_title: string;
  user_email: string | null;
  time_zone: string;
  deal_expires_at: Date | null;
  session_starts_at: Date | null;
}

export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  inventory: InventoryService;
  checkout: CheckoutProvider;
  payments: PaymentProvider;
  logger: Logger;
  /** Spur's commission, written in the ledger with each payment. */
  feePercent: number;
}) {
  const { db, clock, inventory, checkout, payments, logger, feePercent } = deps;

  const store = createStore({ db, inventory, payments });

  async function completeCheckout(checkoutId: string, payment: CompletedPayment): Promise<CompleteOutcome> {
    const outcome = await confirmPayment(store, checkoutId, payment, clock.now(), feePercent);
    if (outcome === 'reinstated' || outcome === 'refunded' || outcome === 'unknown') {
      logger.warn({ checkoutId, outcome, event: payment.event?.id }, 'late or unmatched checkout completion');
    }
    return outcome;
  }

  const expireCheckout = (checkoutId: string, details: { bookingId?: string | null; event?: ProviderEvent } = {}): Promise<ExpireOutcome> =>
    expireCheckoutOf(store, checkoutId, details);

  /** The deal's cancellation terms for a booking of `startsAt` (null: open-dated), as the deal page states them. */
  const checkoutTerms = (deal: DealRow, startsAt: Date | null, now: Date) => {
    const terms = termsOf(deal);
    const deadline = cancellationDeadline({ terms, starts_at: startsAt, expires_at: deal.expires_at, checked_in_at: null });
    return termsLine(terms, deadline, now, { zone: deal.time_zone }, startsAt === null);
  };

  /** A test checkout, read from its booking; 404 when Stripe is in use. */
  async function findTestCheckout(checkoutId: string): Promise<{ row: TestCheckoutRow; view: TestCheckout }> {
    if (checkout.kind !== 'test') throw notFound(MESSAGES.checkoutNotFound);
    const row: TestCheckoutRow | undefined = await db('bookings as b')
      .join('deals as d', 'd.id', 'b.deal_id')
      .leftJoin('users as u', 'u.id', 'b.user_id')
      .leftJoin('sessions as s', 's.id', 'b.session_id')
      .where('b.checkout_session_id', checkoutId)
      .select('b.*', 'd.title as deal_title', 'd.time_zone', 's.starts_at as session_starts_at', 'u.email as user_email')
      .select('d.cancel_free_hours', 'd.cancel_late_refund_percent', 'd.expires_at as deal_expires_at')
      .first();
    if (!row) throw notFound(MESSAGES.checkoutNotFound);
    return {
      row,
      view: {
        id: checkoutId,
        status: checkoutStatus(row, clock.now()),
        deal_title: row.deal_title,
        amount: row.amount_cents,
        currency: CURRENCY,
        customer_email: row.user_email ?? row.guest_email,
        expires_at: (row.hold_expires_at ?? row.created_at).toISOString(),
        session_starts_at: row.session_starts_at?.toISOString() ?? null,
        time_zone: row.time_zone,
        cancellation: termsOf(row),
        deal_expires_at: row.deal_expires_at?.toISOString() ?? null,
      },
    };
  }

  /**
   * Opens the provider's checkout for a pending booking that holds a spot. When the provider
   * fails, the hold is released and the booking cancelled (502).
   */
  async function openCheckout(
    held: { booking: BookingRow; deal: DealRow; session: SessionRow | null; customerEmail: string | null },
    appUrl: string,
    now: Date,
  ): Promise<CheckoutCreated> {
    const { booking, deal } = held;
    let opened;
    try {
      opened = await checkout.open({
        bookingId: booking.id,
        amountCents: booking.amount_cents,
        currency: CURRENCY,
        title: deal.title,
        description: deal.description,
        terms: checkoutTerms(deal, held.session?.starts_at ?? null, now),
        customerEmail: held.customerEmail,
        expiresAt: booking.hold_expires_at!,
        appUrl: appUrl.replace(/\/+$/, ''),
      });
    } catch (error) {
      await db.transaction((trx) => inventory.releaseHold(trx, booking.id));
      throw new AppError(502, MESSAGES.checkoutFailed, { cause: error });
    }
    await db('bookings')
      .where({ id: booking.id })
      .update({ checkout_session_id: opened.id, hold_expires_at: opened.expiresAt, updated_at: db.fn.now() });
    return { url: opened.url, hold_expires_at: opened.expiresAt.toISOString() };
  }

  const stripeSession = (event: Stripe.Event) => event.data.object as Stripe.Checkout.Session;
  const bookingIdOf = (session: Stripe.Checkout.Session) => session.metadata?.booking_id ?? session.client_reference_id;

  return {
    /** 'stripe' or 'test': which checkout buyers are sent to. */
    checkoutKind: checkout.kind,
    completeCheckout,
    openCheckout,
    expireCheckout,

    /**
     * Holds a slot with a pending booking at the deal's stored price, then opens a checkout with
     * the provider. The client's amount is only compared (409 when the price changed), never
     * charged. When the provider fails, the hold is released and the booking cancelled (502).
     */
    async createCheckout(user: UserRow | undefined, request: CheckoutRequest, appUrl: string): Promise<CheckoutCreated> {
      const now = clock.now();
      const buyer = checkoutBuyer(user, request.guestInfo);
      const held = await holdForCheckout(store, { dealId: request.dealId, sessionId: request.sessionId, amountCents: request.amount, buyer, now });
      return openCheckout({ ...held, customerEmail: user?.email ?? buyer.guest_email }, appUrl, now);
    },

    /** Stripe's webhook events, already verified. Unknown types are acknowledged and ignored. */
    async handleStripeEvent(event: StripeEvent): Promise<EventOutcome> {
      const recorded = { id: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = stripeSession(event);
          // Delayed payment methods complete unpaid; async_payment_succeeded follows when paid.
          if (session.payment_status === 'unpaid') return 'ignored';
          const paymentIntent = session.payment_intent;
          return completeCheckout(session.id, {
            email: session.customer_details?.email ?? session.customer_email,
            paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
            amountCents: session.amount_total,
            bookingId: bookingIdOf(session),
            event: recorded,
          });
        }
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed': {
          const session = stripeSession(event);
          return expireCheckout(session.id, { bookingId: bookingIdOf(session), event: recorded });
        }
        // A connected account's state (payout accounts): replays and late deliveries change nothing.
        case 'account.updated':
          return applyAccountUpdate(store, accountUpdateOf(event));
        default:
          return 'ignored';
      }
    },

    async getTestCheckout(checkoutId: string): Promise<TestCheckout> {
      return (await findTestCheckout(checkoutId)).view;
    },

    /** Pays a test checkout like Stripe would, then fulfils it like the webhook does. */
    async payTestCheckout(checkoutId: string, email: string | undefined): Promise<CheckoutResponse> {
      const { view } = await findTestCheckout(checkoutId);
      assertCheckoutOpen(view.status);
      const payer = payerEmail(email, view.customer_email);
      const outcome = await completeCheckout(checkoutId, {
        email: payer,
        paymentIntentId: `pi_test_${randomBytes(18).toString('base64url')}`,
      });
      // Paid by a concurrent request, or expired meanwhile: this payment did not go through.
      if (outcome !== 'confirmed' && outcome !== 'reinstated') throw conflict(MESSAGES.checkoutClosed);
      return { url: successUrl(checkoutId) };
    },

    /** Cancels an open test checkout like Stripe's expiry: the hold is released. */
    async cancelTestCheckout(checkoutId: string): Promise<CheckoutResponse> {
      assertCheckoutOpen((await findTestCheckout(checkoutId)).view.status);
      if ((await expireCheckout(checkoutId)) !== 'released') throw conflict(MESSAGES.checkoutClosed);
      return { url: CANCEL_ROUTE };
    },
  };
}

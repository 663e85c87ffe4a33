/**
 * Checkout and fulfilment. Opening a checkout holds one slot with a pending booking; a completed
 * payment confirms it; an expired or cancelled checkout releases the slot. Stripe's webhook and
 * the built-in test checkout both fulfil through `completeCheckout` and `expireCheckout`.
 *
 * Exactly once: a webhook event is recorded in processed_webhook_events in the same transaction
 * as the booking change (a redelivery, also a concurrent one, waits on the event's key and then
 * finds it taken), and the booking row is locked, so fulfilment and the hold sweep never
 * interleave.
 *
 * Late payment: when a checkout completes after its booking was cancelled (the hold expired and
 * was swept, or the buyer cancelled it), the booking takes a slot again if the deal still has
 * one and is on sale, and is confirmed; otherwise the payment is refunded in full at once and
 * the booking stays cancelled, recording the payment and the refund.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  CANCEL_ROUTE,
  CURRENCY,
  MESSAGES,
  id as uuidSchema,
  type CheckoutRequestSchema,
  type CheckoutCreated,
  type CheckoutResponse,
  type TestCheckout,
} from '@spur/contract';
import type { z } from 'zod';
import type { Clock } from '../clock';
import {
  AppError,
  assertCheckoutOpen,
  assertOnSale,
  assertPriceUnchanged,
  checkoutBuyer,
  checkoutStatus,
  assertSessionChoice,
  assertSessionBookable,
  conflict,
  paymentStillAccepted,
  priceCentsAt,
  expiryReleases,
  newVoucherCode,
  normalizeEmail,
  notFound,
  payerEmail,
  paymentTransition,
  successUrl,
  cancellationDeadline,
  termsLine,
  termsOf,
  priceDropOf,
} from '@spur/domain';
import type { Db, Trx } from '../db/knex';
import type { BookingRow, DealRow, SessionRow, UserRow } from '../db/rows';
import type { CheckoutProvider, PaymentProvider } from '../ports/payments';
import type { InventoryService } from './inventory';
import { queueBookingMail } from './outbox';

type CheckoutRequest = z.output<typeof CheckoutRequestSchema>;

/** Named here so the services' declared type can refer to it (stripe's own path is internal). */
export type StripeEvent = Stripe.Event;

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** A webhook event, recorded so that it is processed once. */
export interface ProviderEvent {
  id: string;
  type: string;
}

export interface CompletedPayment {
  /** The address the buyer paid with; kept on guest bookings (it links them to a later account). */
  email?: string | null;
  paymentIntentId: string | null;
  /** What was charged, when the provider says (Stripe's amount_total). */
  amountCents?: number | null;
  /** The booking named in the checkout's metadata (found by checkout id otherwise). */
  bookingId?: string | null;
  event?: ProviderEvent;
}

/**
 * confirmed: a pending booking was paid. reinstated: a cancelled booking was paid late and took
 * a slot again. refunded: paid late with no slot left, refunded. unchanged: already paid (or, for
 * an expiry, no longer pending). duplicate: the event was processed before. unknown: no booking.
 */
export type CompleteOutcome = 'confirmed' | 'reinstated' | 'refunded' | 'unchanged' | 'duplicate' | 'unknown';
export type ExpireOutcome = 'released' | 'unchanged' | 'duplicate' | 'unknown';
export type EventOutcome = CompleteOutcome | ExpireOutcome | 'ignored';

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
}) {
  const { db, clock, inventory, checkout, payments, logger } = deps;

  /** False when the event was recorded before: by an earlier delivery or a concurrent one. */
  async function recordEvent(trx: Trx, event: ProviderEvent): Promise<boolean> {
    const inserted = await trx('processed_webhook_events')
      .insert({ event_id: event.id, type: event.type })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    return inserted.length > 0;
  }

  /** The booking a checkout was opened for, locked until the transaction ends. */
  async function lockBooking(trx: Trx, checkoutId: string, bookingId?: string | null): Promise<BookingRow | undefined> {
    const byId = bookingId && uuidSchema.safeParse(bookingId).success ? bookingId : undefined;
    return trx<BookingRow>('bookings')
      .where((q) => {
        q.where({ checkout_session_id: checkoutId });
        // Metadata names the booking even before its checkout id was stored.
        if (byId) q.orWhere((inner) => inner.where({ id: byId }).whereNull('checkout_session_id'));
      })
      .forUpdate()
      .first();
  }

  async function completeCheckout(checkoutId: string, payment: CompletedPayment): Promise<CompleteOutcome> {
    const outcome = await db.transaction(async (trx): Promise<CompleteOutcome> => {
      if (payment.event && !(await recordEvent(trx, payment.event))) return 'duplicate';
      const booking = await lockBooking(trx, checkoutId, payment.bookingId);
      if (!booking) return 'unknown';
      const transition = paymentTransition(booking);
      if (transition === 'unchanged') return 'unchanged';

      const amountCents = payment.amountCents ?? booking.amount_cents;
      const paid = {
        checkout_session_id: checkoutId,
        payment_intent_id: payment.paymentIntentId,
        amount_cents: amountCents,
        ...(booking.user_id === null && payment.email ? { guest_email: normalizeEmail(payment.email) } : {}),
        updated_at: trx.fn.now(),
      };
      // The voucher code, drawn once: kept by a booking confirmed again.
      const voucher = { voucher_code: booking.voucher_code ?? newVoucherCode(randomBytes) };
      const session = booking.session_id ? await trx<SessionRow>('sessions').where({ id: booking.session_id }).forUpdate().first() : undefined;
      const refund = async () => {
        if (payment.paymentIntentId) {
          // A failure rolls everything back (the event too), so the provider's retry tries again.
          await payments.refund({ id: booking.id, payment_intent_id: payment.paymentIntentId, amount_cents: amountCents });
        }
        await trx('bookings').where({ id: booking.id }).update({ ...paid, refunded_at: trx.fn.now(), refund_cents: amountCents });
        return 'refunded' as const;
      };
      if (transition === 'confirm') {
        // Paid after its session's cut-off (or its cancellation): refunded, and the spot goes back.
        if (session && !paymentStillAccepted(session, clock.now())) {
          await inventory.releaseHold(trx, booking.id);
          return refund();
        }
        await trx('bookings').where({ id: booking.id }).update({ ...paid, ...voucher, status: 'confirmed' });
        await queueBookingMail(trx, 'booking_confirmed', booking.id, clock.now());
        return 'confirmed';
      }

      // Cancelled before the payment arrived: take a slot again if the deal (its session) can still sell one.
      const retake = session ? inventory.holdSessionSlot(trx, booking.deal_id, session.id) : inventory.holdSlot(trx, booking.deal_id);
      const slotTaken = await retake.then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError) return false;
          throw error;
        },
      );
      if (slotTaken) {
        await trx('bookings').where({ id: booking.id }).update({ ...paid, ...voucher, status: 'confirmed' });
        await queueBookingMail(trx, 'booking_confirmed', booking.id, clock.now());
        return 'reinstated';
      }
      return refund();
    });
    if (outcome === 'reinstated' || outcome === 'refunded' || outcome === 'unknown') {
      logger.warn({ checkoutId, outcome, event: payment.event?.id }, 'late or unmatched checkout completion');
    }
    return outcome;
  }

  async function expireCheckout(checkoutId: string, details: { bookingId?: string | null; event?: ProviderEvent } = {}): Promise<ExpireOutcome> {
    return db.transaction(async (trx): Promise<ExpireOutcome> => {
      if (details.event && !(await recordEvent(trx, details.event))) return 'duplicate';
      const booking = await lockBooking(trx, checkoutId, details.bookingId);
      if (!booking) return 'unknown';
      if (!expiryReleases(booking)) return 'unchanged';
      await inventory.releaseHold(trx, booking.id);
      return 'released';
    });
  }

  /**
   * Holds a spot for a checkout, deciding in the shared order (DESIGN: deal 404 → expired 409 →
   * session choice 400 → session 404 → session 409 → price 409). The amount must be the price of
   * the moment (a running price drop included), read from the locked rows.
   */
  async function holdFor(trx: Trx, found: DealRow | undefined, sessionId: string | undefined, now: Date, amountCents: number) {
    const listed = found && { ...found, price: Number(found.price) };
    if (!listed?.has_sessions) {
      assertOnSale(listed, now);
      assertSessionChoice(false, sessionId);
      assertPriceUnchanged(listed.price, amountCents);
      const deal = await inventory.holdSlot(trx, found!.id);
      // The price may have changed since it was read: the held row is the truth.
      assertPriceUnchanged(Number(deal.price), amountCents);
      return { deal, session: null };
    }
    assertOnSale(listed, now);
    assertSessionChoice(true, sessionId);
    if (!uuidSchema.safeParse(sessionId).success) throw notFound(MESSAGES.sessionNotFound);
    const current = await trx<SessionRow>('sessions').where({ id: sessionId!, deal_id: found!.id }).first();
    if (!current) throw notFound(MESSAGES.sessionNotFound);
    assertSessionBookable(current, now);
    const deal = (await trx<DealRow>('deals').where({ id: found!.id }).first())!;
    if (priceCentsAt({ price: Number(deal.price), price_drop: priceDropOf(deal) }, current.starts_at, now) !== amountCents) {
      throw conflict(MESSAGES.priceChanged);
    }
    const session = await inventory.holdSessionSlot(trx, deal.id, current.id);
    return { deal, session };
  }

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
      if (!uuidSchema.safeParse(request.dealId).success) throw notFound(MESSAGES.dealNotFound);
      const found = await db<DealRow>('deals').where({ id: request.dealId }).first();
      const now = clock.now();
      const buyer = checkoutBuyer(user, request.guestInfo);
      const amountCents = request.amount;
      const booking = await db.transaction(async (trx) => {
        const { deal, session } = await holdFor(trx, found, request.sessionId, now, amountCents);
        const [inserted] = await trx<BookingRow>('bookings')
          .insert({
            deal_id: deal.id,
            session_id: session?.id ?? null,
            ...buyer,
            status: 'pending',
            amount_cents: amountCents,
            hold_expires_at: inventory.holdExpiry(),
          })
          .returning('*');
        return { ...inserted!, deal, session };
      });

      return openCheckout({ booking, deal: booking.deal, session: booking.session, customerEmail: user?.email ?? buyer.guest_email }, appUrl, now);
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

import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MESSAGES, type CheckoutCreated, type CheckoutRequest } from '@spur/contract';
import { COPY, type ToastCopy } from '../copy';
import { ApiError } from '../api/errors';
import { deferred, fakeActor } from '../test/fakes';
import { buildCheckoutRequest, checkoutMachine, GUEST_INFO, HANDOFF_MS, holdSecondsLeft, type BookableDeal } from './checkoutMachine';

const deal: BookableDeal = { id: '33333333-3333-4333-8333-333333333333', title: 'Sunset Kayak Tour', price: 49.99 };
const url = 'https://checkout.example/session/cs_test_123';
const hold_expires_at = '2026-11-20T17:15:00.000Z';

function start(createCheckout: unknown = fakeActor<CheckoutCreated, { request: CheckoutRequest }>({ url, hold_expires_at })) {
  const actors = { createCheckout } as { createCheckout: ReturnType<typeof fakeActor<CheckoutCreated, { request: CheckoutRequest }>> };
  const toasts: ToastCopy[] = [];
  const redirects: string[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors,
      actions: {
        notify: (_, params) => void toasts.push(params),
        redirect: (_, params) => void redirects.push(params.url),
      },
    }),
  );
  actor.start();
  return { actor, actors, toasts, redirects };
}

describe('buildCheckoutRequest', () => {
  it('sends guests dealId, name, amount in cents, quantity 1 and placeholder guestInfo', () => {
    expect(buildCheckoutRequest(deal, false)).toEqual({
      dealId: deal.id,
      name: 'Sunset Kayak Tour',
      amount: 4999,
      quantity: 1,
      guestInfo: GUEST_INFO,
    });
  });

  it('sends no guestInfo for signed-in users', () => {
    const request = buildCheckoutRequest(deal, true);
    expect(request).toEqual({ dealId: deal.id, name: 'Sunset Kayak Tour', amount: 4999, quantity: 1 });
    expect('guestInfo' in request).toBe(false);
  });

  it('a session and the amount at that moment (price drop applied) when given', () => {
    expect(buildCheckoutRequest({ ...deal, sessionId: 'session-1', amountCents: 4200 }, true)).toEqual({
      dealId: deal.id,
      name: 'Sunset Kayak Tour',
      amount: 4200,
      quantity: 1,
      sessionId: 'session-1',
    });
    expect('sessionId' in buildCheckoutRequest({ ...deal, sessionId: null }, true)).toBe(false);
  });

  it('rounds the amount (price times 100)', () => {
    expect(buildCheckoutRequest({ ...deal, price: 19.99 }, true).amount).toBe(1999);
    expect(buildCheckoutRequest({ ...deal, price: 0.1 + 0.2 }, true).amount).toBe(30);
    expect(buildCheckoutRequest({ ...deal, price: 120 }, true).amount).toBe(12000);
  });
});

describe('checkoutMachine', () => {
  it('is idle and not busy at first', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.dealId).toBeNull();
  });

  it('Book Now opens the checkout (busy on that deal), then redirects the browser to its url', async () => {
    const opened = deferred<CheckoutCreated>();
    const { actor, actors, redirects } = start(fakeActor(() => opened.promise));
    actor.send({ type: 'BOOK', deal, signedIn: false });
    expect(actor.getSnapshot().matches('creating')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.dealId).toBe(deal.id);
    opened.resolve({ url, hold_expires_at });
    const snapshot = await waitFor(actor, (s) => s.matches('redirecting'));
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.dealId).toBe(deal.id);
    expect(redirects).toEqual([url]);
    expect((actors.createCheckout as unknown as { calls: unknown[] }).calls).toEqual([{ request: buildCheckoutRequest(deal, false) }]);
  });

  it('sends the signed-in payload for signed-in users', async () => {
    const { actor, actors } = start();
    actor.send({ type: 'BOOK', deal, signedIn: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(actors.createCheckout.calls).toEqual([{ request: { dealId: deal.id, name: deal.title, amount: 4999, quantity: 1 } }]);
  });

  it('a Book Now during the sign-in check waits for it, busy on that deal, then sends what the check decided', async () => {
    for (const signedIn of [true, false]) {
      const { actor, actors } = start();
      actor.send({ type: 'BOOK', deal, signedIn: null });
      expect(actor.getSnapshot().matches('awaitingAuth')).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().context.dealId).toBe(deal.id);
      expect(actors.createCheckout.calls).toEqual([]);
      actor.send({ type: 'BOOK', deal: { ...deal, id: 'other' }, signedIn });
      actor.send({ type: 'AUTH_SETTLED', signedIn });
      await waitFor(actor, (s) => s.matches('redirecting'));
      expect(actors.createCheckout.calls).toEqual([{ request: buildCheckoutRequest(deal, signedIn) }]);
    }
  });

  it('ignores a settled sign-in when no booking waits for it', () => {
    const { actor, actors } = start();
    actor.send({ type: 'AUTH_SETTLED', signedIn: true });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actors.createCheckout.calls).toEqual([]);
  });

  it('ignores other Book Now presses while busy', async () => {
    const opened = deferred<CheckoutCreated>();
    const { actor, actors } = start(fakeActor(() => opened.promise));
    actor.send({ type: 'BOOK', deal, signedIn: false });
    actor.send({ type: 'BOOK', deal: { ...deal, id: 'other' }, signedIn: false });
    expect(actor.getSnapshot().context.dealId).toBe(deal.id);
    opened.resolve({ url, hold_expires_at });
    await waitFor(actor, (s) => s.matches('redirecting'));
    actor.send({ type: 'BOOK', deal, signedIn: false });
    expect(actor.getSnapshot().matches('redirecting')).toBe(true);
    expect((actors.createCheckout as unknown as { calls: unknown[] }).calls).toHaveLength(1);
  });

  it('a checkout that cannot be opened: "Payment Error" toast, back to idle with the error', async () => {
    const { actor, toasts, redirects } = start(fakeActor(new ApiError('Service Unavailable', { status: 503, statusText: 'Service Unavailable' })));
    actor.send({ type: 'BOOK', deal, signedIn: true });
    const snapshot = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.error).toBe('Service Unavailable');
    expect(snapshot.context.dealId).toBeNull();
    expect(toasts).toEqual([COPY.toasts.paymentError]);
    expect(toasts[0]).toEqual({ title: 'Payment Error', description: 'Failed to create payment session. Please try again.', variant: 'destructive' });
    expect(redirects).toEqual([]);
  });

  it('a refusal (409: cut off, sold out, cancelled, price changed) toasts the server’s message', async () => {
    for (const message of [MESSAGES.sessionCutOff, MESSAGES.sessionSoldOut, MESSAGES.sessionCancelled, MESSAGES.priceChanged, MESSAGES.soldOut]) {
      const { actor, toasts } = start(fakeActor(new ApiError(message, { status: 409, statusText: 'Conflict' })));
      actor.send({ type: 'BOOK', deal, signedIn: true });
      await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
      expect(toasts).toEqual([{ title: 'Payment Error', description: message, variant: 'destructive' }]);
    }
  });

  it('a session of a deal with times: sessionId and the amount of that moment are sent; the deal is remembered for the redirect', async () => {
    const fake = fakeActor<CheckoutCreated, { request: CheckoutRequest }>({ url, hold_expires_at });
    const redirected: Array<{ url: string; dealId?: string | null }> = [];
    const actor = createActor(
      checkoutMachine.provide({ actors: { createCheckout: fake }, actions: { redirect: (_, params) => void redirected.push(params) } }),
    );
    actor.start();
    actor.send({ type: 'BOOK', deal: { ...deal, sessionId: 'session-1', amountCents: 4755 }, signedIn: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(fake.calls[0]).toEqual({ request: { dealId: deal.id, name: deal.title, amount: 4755, quantity: 1, sessionId: 'session-1' } });
    expect(redirected).toEqual([{ url, dealId: deal.id }]);
  });

  it('a payment page outside the app (Stripe): first says how long the spot is held, then goes there', async () => {
    vi.useFakeTimers({ now: Date.parse(hold_expires_at) - (14 * 60 + 32) * 1000 });
    try {
      const toasts: ToastCopy[] = [];
      const redirected: Array<{ url: string; dealId?: string | null }> = [];
      const actor = createActor(
        checkoutMachine.provide({
          actors: { createCheckout: fakeActor<CheckoutCreated, { request: CheckoutRequest }>({ url, hold_expires_at }) },
          actions: { notify: (_, params) => void toasts.push(params), redirect: (_, params) => void redirected.push(params) },
          guards: { leavesApp: (_, params) => params.url === url },
        }),
      ).start();
      actor.send({ type: 'BOOK', deal, signedIn: true });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('handingOff')).toBe(true));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(toasts).toEqual([{ title: 'We hold your spot for 14:32', description: 'Taking you to secure payment...' }]);
      expect(redirected).toEqual([]);
      vi.advanceTimersByTime(HANDOFF_MS);
      expect(actor.getSnapshot().matches('redirecting')).toBe(true);
      expect(redirected).toEqual([{ url, dealId: deal.id }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holdSecondsLeft: partial seconds count as whole, never below zero', () => {
    expect(holdSecondsLeft(hold_expires_at, Date.parse(hold_expires_at) - 61_500)).toBe(62);
    expect(holdSecondsLeft(hold_expires_at, Date.parse(hold_expires_at) + 5_000)).toBe(0);
  });

  it('a deal without id: "Deal ID is required for booking", nothing sent', () => {
    const { actor, actors } = start();
    actor.send({ type: 'BOOK', deal: { ...deal, id: '' }, signedIn: false });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.dealIdRequired);
    expect(actors.createCheckout.calls).toHaveLength(0);
  });

  it('a new booking clears the previous error', async () => {
    let attempt = 0;
    const { actor } = start(
      fakeActor(async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('boom');
        return { url, hold_expires_at };
      }),
    );
    actor.send({ type: 'BOOK', deal, signedIn: false });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    actor.send({ type: 'BOOK', deal, signedIn: false });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('redirecting'));
  });

  it('RESET (page restored from the back/forward cache) makes it idle again', async () => {
    const { actor } = start();
    actor.send({ type: 'BOOK', deal, signedIn: false });
    await waitFor(actor, (s) => s.matches('redirecting'));
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.dealId).toBeNull();
  });

  it('logs external (FareHarbor) bookings', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { actor } = start();
    actor.send({ type: 'BOOK', deal: { ...deal, bookingType: 'fareharbor', vendorShortname: 'lagunakayaks' }, signedIn: false });
    expect(info).toHaveBeenCalledWith(expect.stringContaining('lagunakayaks'));
    info.mockRestore();
    await waitFor(actor, (s) => s.matches('redirecting'));
  });
});

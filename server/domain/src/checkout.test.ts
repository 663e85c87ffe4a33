import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { assertCheckoutOpen, assertOnSale, assertPriceUnchanged, checkoutBuyer, checkoutStatus, payerEmail, successUrl } from './checkout';

const now = new Date('2026-11-01T12:00:00.000Z');
const later = '2026-11-01T12:30:00.000Z';

describe('checkout', () => {
  it('sells a deal on sale at the shown price: 404, 409 expired, 409 price', () => {
    const deal = { expires_at: null, deleted_at: null };
    expect(() => assertOnSale(null, now)).toThrow(MESSAGES.dealNotFound);
    expect(() => assertOnSale({ ...deal, expires_at: now }, now)).toThrow(MESSAGES.dealUnavailable);
    expect(() => assertOnSale(deal, now)).not.toThrow();
    expect(() => assertPriceUnchanged(19.99, 2000)).toThrow(MESSAGES.priceChanged);
    expect(() => assertPriceUnchanged(19.99, 1999)).not.toThrow();
  });

  it('books for the signed-in buyer, else the guest (email normalised)', () => {
    expect(checkoutBuyer({ id: 'u1', full_name: 'Kai' }, { email: 'x@y.z' })).toEqual({ user_id: 'u1', guest_email: null, guest_name: 'Kai' });
    expect(checkoutBuyer(null, { email: ' Ann@X.Example ', name: '' })).toEqual({ user_id: null, guest_email: 'ann@x.example', guest_name: null });
    expect(checkoutBuyer(undefined, undefined)).toEqual({ user_id: null, guest_email: null, guest_name: null });
  });

  it('reads a checkout from its booking', () => {
    expect(checkoutStatus({ status: 'cancelled', payment_intent_id: 'pi', hold_expires_at: null }, now)).toBe('complete');
    expect(checkoutStatus({ status: 'pending', payment_intent_id: null, hold_expires_at: later }, now)).toBe('open');
    expect(checkoutStatus({ status: 'pending', payment_intent_id: null, hold_expires_at: now }, now)).toBe('expired');
    expect(checkoutStatus({ status: 'cancelled', payment_intent_id: null, hold_expires_at: later }, now)).toBe('expired');
  });

  it('pays and cancels open checkouts only, with an email', () => {
    expect(() => assertCheckoutOpen('complete')).toThrow(MESSAGES.checkoutClosed);
    expect(payerEmail(undefined, 'a@b.c')).toBe('a@b.c');
    expect(payerEmail('typed@b.c', 'a@b.c')).toBe('typed@b.c');
    expect(() => payerEmail(undefined, null)).toThrow(MESSAGES.enterEmail);
  });

  it('lands on the success page naming the checkout', () => {
    expect(successUrl('cs_test_1')).toBe('/success?session_id=cs_test_1');
  });
});

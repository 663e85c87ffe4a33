import { describe, expect, it } from 'vitest';
import { CHECKOUT_HOLD_MINUTES, MESSAGES } from '@spur/contract';
import { assertCancellable, expiryReleases, paymentTransition, refundsOnCancel } from './bookings';
import { holdExpired, holdExpiry, holdsSlot } from './holds';

const now = new Date('2026-11-01T12:00:00.000Z');

describe('holds', () => {
  it('last CHECKOUT_HOLD_MINUTES', () => {
    expect(holdExpiry(now).getTime() - now.getTime()).toBe(CHECKOUT_HOLD_MINUTES * 60_000);
  });

  it('are held by pending and confirmed bookings only', () => {
    expect(['pending', 'confirmed', 'cancelled'].map(holdsSlot)).toEqual([true, true, false]);
  });

  it('are swept when pending and their time is up', () => {
    expect(holdExpired({ status: 'pending', hold_expires_at: now }, now)).toBe(true);
    expect(holdExpired({ status: 'pending', hold_expires_at: '2026-11-01T12:00:00.001Z' }, now)).toBe(false);
    expect(holdExpired({ status: 'confirmed', hold_expires_at: now }, now)).toBe(false);
    expect(holdExpired({ status: 'pending', hold_expires_at: null }, now)).toBe(false);
  });
});

describe('booking transitions', () => {
  it('cancel once', () => {
    expect(() => assertCancellable({ status: 'cancelled', checked_in_at: null })).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => assertCancellable({ status: 'confirmed', checked_in_at: null })).not.toThrow();
    expect(() => assertCancellable({ status: 'confirmed', checked_in_at: '2026-11-28T23:30:00.000Z' })).toThrow(
      expect.objectContaining({ status: 409, message: MESSAGES.voucherUsed }),
    );
  });

  it('refund paid bookings on cancel', () => {
    expect(refundsOnCancel({ status: 'confirmed', payment_intent_id: 'pi_1' })).toBe(true);
    expect(refundsOnCancel({ status: 'pending', payment_intent_id: null })).toBe(false);
  });

  it('confirm a pending booking when paid; a cancelled one is late; a paid one unchanged', () => {
    expect(paymentTransition({ status: 'pending', payment_intent_id: null })).toBe('confirm');
    expect(paymentTransition({ status: 'cancelled', payment_intent_id: null })).toBe('late');
    expect(paymentTransition({ status: 'confirmed', payment_intent_id: null })).toBe('unchanged');
    expect(paymentTransition({ status: 'cancelled', payment_intent_id: 'pi_1' })).toBe('unchanged');
  });

  it('release on expiry only while pending', () => {
    expect(expiryReleases({ status: 'pending' })).toBe(true);
    expect(expiryReleases({ status: 'confirmed' })).toBe(false);
  });
});

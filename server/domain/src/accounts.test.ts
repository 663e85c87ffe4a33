import { describe, expect, it } from 'vitest';
import { BUSINESS_GROUP, MESSAGES } from '@spur/contract';
import { accountMailAddresses, accountSync, assertMayAdopt, assertNotErased, erasurePlan, identitySaysBusiness, isGuestBookingOf, newAccountFields, profileChanges } from './accounts';

const identity = { sub: 's1', email: 'Ann@X.Example', name: ' Ann ', emailVerified: true, business: false };

describe('identities', () => {
  it('are business by attribute or group', () => {
    expect(identitySaysBusiness('business', [])).toBe(true);
    expect(identitySaysBusiness(undefined, [BUSINESS_GROUP])).toBe(true);
    expect(identitySaysBusiness('regular', ['other'])).toBe(false);
  });

  it('create an account with the lower-case email and trimmed name', () => {
    expect(newAccountFields(identity)).toEqual({ cognito_sub: 's1', email: 'ann@x.example', full_name: 'Ann', booking_email: 'ann@x.example' });
  });

  it('refuse erased identities and unverified adoption', () => {
    expect(() => assertNotErased(true)).toThrow(expect.objectContaining({ status: 401, message: MESSAGES.invalidToken }));
    expect(() => assertMayAdopt({ emailVerified: false })).toThrow(expect.objectContaining({ status: 409, message: MESSAGES.emailInUse }));
    expect(() => assertMayAdopt({ emailVerified: true })).not.toThrow();
  });

  it('keep the email in step and upgrade business identities', () => {
    expect(accountSync({ email: 'ann@x.example', user_type: 'regular' }, identity)).toBeNull();
    expect(accountSync({ email: 'old@x.example', user_type: 'regular' }, identity)).toEqual({ email: 'ann@x.example' });
    expect(accountSync({ email: 'ann@x.example', user_type: 'regular' }, { ...identity, business: true })).toEqual({ email: 'ann@x.example', user_type: 'business' });
    expect(accountSync({ email: 'ann@x.example', user_type: 'business' }, { ...identity, business: true })).toBeNull();
  });

  it('own guest bookings made with their email', () => {
    expect(isGuestBookingOf({ user_id: null, guest_email: 'ANN@x.example' }, 'ann@x.example')).toBe(true);
    expect(isGuestBookingOf({ user_id: 'u2', guest_email: 'ann@x.example' }, 'ann@x.example')).toBe(false);
  });
});

describe('profiles', () => {
  it('clear blank fields and only move to business', () => {
    expect(profileChanges({ user_type: 'regular' }, { full_name: '', user_type: 'business' })).toEqual({ full_name: null, phone_number: undefined, user_type: 'business' });
    expect(() => profileChanges({ user_type: 'business' }, { user_type: 'regular' })).toThrow(MESSAGES.accountTypeChange);
  });
});

describe('erasure', () => {
  const booking = (id: string, deal_id: string, status: string, payment_intent_id: string | null, user_id: string | null = 'u1', guest_email: string | null = null) => ({ id, deal_id, status, payment_intent_id, user_id, guest_email });

  it('releases pending holds in deal order, deletes unpaid bookings, anonymises paid ones, leaves others alone', () => {
    const plan = erasurePlan({ id: 'u1', email: 'ann@x.example' }, [
      booking('b1', 'd2', 'pending', null),
      booking('b2', 'd1', 'pending', null),
      booking('b3', 'd1', 'confirmed', 'pi'),
      booking('b4', 'd1', 'cancelled', null),
      booking('b5', 'd1', 'cancelled', 'pi'),
      booking('b6', 'd1', 'confirmed', 'pi', null, 'Ann@x.example'),
      booking('b7', 'd1', 'pending', null, 'u2'),
    ]);
    expect(plan).toEqual({ release: ['b2', 'b1'], remove: ['b1', 'b2', 'b4'], anonymise: ['b3', 'b5', 'b6'] });
  });

  it("drops the mail still queued to the account's addresses: login and booking, once each, in lower case", () => {
    expect(accountMailAddresses({ email: 'ann@x.example', booking_email: 'Ann.Bookings@X.example ' })).toEqual(['ann@x.example', 'ann.bookings@x.example']);
    expect(accountMailAddresses({ email: 'ann@x.example', booking_email: '' })).toEqual(['ann@x.example']);
    expect(accountMailAddresses({ email: 'ann@x.example', booking_email: 'ANN@x.example' })).toEqual(['ann@x.example']);
  });
});

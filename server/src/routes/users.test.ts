import { describe, expect, it } from 'vitest';
import { EmailPreferencesSchema, MESSAGES, UserSchema } from '@spur/contract';
import type { BookingRow, DealRow, UserRow } from '../db/rows';
import { insertBooking, insertDeal, signUp, signUpBusiness, slotsOf } from '../../test/helpers/factories';
import { newIdentityUser } from '@spur/test-kit/tokens';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi();

const userRow = (id: string) => api().db<UserRow>('users').where({ id }).first();

describe('GET /api/users/init', () => {
  it('creates the account from the token on first call and finds it afterwards', async () => {
    const identity = newIdentityUser({ email: 'New.Person@Example.com', name: 'New Person' });
    const token = api().identity.idToken(identity);
    const first = await api().request('GET', '/api/users/init', { token });
    expect(first.status).toBe(200);
    expect(UserSchema.parse(first.body)).toMatchObject({
      email: 'new.person@example.com',
      full_name: 'New Person',
      phone_number: null,
      user_type: 'regular',
    });
    const second = await api().request('GET', '/api/users/init', { token });
    expect(second.body.id).toBe(first.body.id);
    expect(await api().db('users').where({ cognito_sub: identity.sub }).count()).toEqual([{ count: '1' }]);
  });

  it('survives concurrent first calls with one account', async () => {
    const identity = newIdentityUser();
    const token = api().identity.idToken(identity);
    const responses = await Promise.all(Array.from({ length: 5 }, () => api().request('GET', '/api/users/init', { token })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
  });

  it('makes the account business when the token says so, and never downgrades it', async () => {
    const identity = newIdentityUser();
    await api().request('GET', '/api/users/init', { token: api().identity.idToken(identity) });
    const upgraded = await api().request('GET', '/api/users/init', {
      token: api().identity.idToken({ ...identity, business: 'attribute' }),
    });
    expect(upgraded.body.user_type).toBe('business');
    const later = await api().request('GET', '/api/users/init', { token: api().identity.idToken(identity) });
    expect(later.body.user_type).toBe('business');
  });

  it('links guest bookings made with the same email', async () => {
    const deal = await insertDeal(api().db, null);
    const guestBooking = await insertBooking(api().db, deal, { guest_email: 'Guest.Buyer@example.com', guest_name: 'Guest' });
    const account = await signUp(api(), { email: 'guest.buyer@example.com' });
    expect((await api().db<BookingRow>('bookings').where({ id: guestBooking.id }).first())?.user_id).toBe(account.user.id);
    const mine = await api().request('GET', '/api/bookings/my-bookings', { token: account.token });
    expect(mine.body.map((booking: { id: string }) => booking.id)).toEqual([guestBooking.id]);
  });

  it('adopts an existing account for a new login with the same verified email, refuses an unverified one', async () => {
    const original = await signUp(api(), { email: 'relink@example.com' });
    const unverified = newIdentityUser({ email: 'relink@example.com', emailVerified: false });
    const refused = await api().request('GET', '/api/users/init', { token: api().identity.idToken(unverified) });
    expect(refused).toMatchObject({ status: 409, body: { message: MESSAGES.emailInUse } });

    const recreated = newIdentityUser({ email: 'relink@example.com' });
    const adopted = await api().request('GET', '/api/users/init', { token: api().identity.idToken(recreated) });
    expect(adopted.body.id).toBe(original.user.id);
    expect((await userRow(original.user.id))?.cognito_sub).toBe(recreated.sub);
  });

  it('follows an email change of the login, unless another account holds the address', async () => {
    const account = await signUp(api(), { email: 'before@example.com' });
    await signUp(api(), { email: 'taken@example.com' });
    const moved = await api().request('GET', '/api/users/init', {
      token: api().identity.idToken({ ...account.identity, email: 'after@example.com' }),
    });
    expect(moved.body).toMatchObject({ id: account.user.id, email: 'after@example.com' });
    const clash = await api().request('GET', '/api/users/init', {
      token: api().identity.idToken({ ...account.identity, email: 'taken@example.com' }),
    });
    expect(clash).toMatchObject({ status: 409, body: { message: MESSAGES.emailInUse } });
  });

  it('refuses a token without an email claim', async () => {
    const identity = newIdentityUser();
    const token = api().identity.idToken(identity, { email: undefined });
    const response = await api().request('GET', '/api/users/init', { token });
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.invalidToken } });
  });
});

describe('profile', () => {
  it('GET answers the profile', async () => {
    const account = await signUp(api(), { name: 'Jordan Reyes' });
    const response = await api().request('GET', '/api/users/profile', { token: account.token });
    expect(response.status).toBe(200);
    expect(UserSchema.parse(response.body)).toEqual(account.user);
  });

  it('PUT changes name and phone; blank clears them', async () => {
    const account = await signUp(api());
    const updated = await api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { full_name: '  Ana  María ', phone_number: '+1 (949) 555-0100' },
    });
    expect(updated).toMatchObject({ status: 200, body: { full_name: 'Ana  María', phone_number: '+1 (949) 555-0100' } });
    const cleared = await api().request('PUT', '/api/users/profile', { token: account.token, body: { phone_number: '' } });
    expect(cleared.body).toMatchObject({ full_name: 'Ana  María', phone_number: null });
  });

  it('upgrades to business; regular → regular is a no-op; business → regular is 403 and changes nothing', async () => {
    const account = await signUp(api());
    const same = await api().request('PUT', '/api/users/profile', { token: account.token, body: { user_type: 'regular' } });
    expect(same).toMatchObject({ status: 200, body: { user_type: 'regular' } });

    const upgraded = await api().request('PUT', '/api/users/profile', { token: account.token, body: { user_type: 'business' } });
    expect(upgraded).toMatchObject({ status: 200, body: { user_type: 'business' } });

    const downgrade = await api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { user_type: 'regular', full_name: 'Changed' },
    });
    expect(downgrade).toMatchObject({ status: 403, body: { message: MESSAGES.accountTypeChange } });
    expect(await userRow(account.user.id)).toMatchObject({ user_type: 'business', full_name: account.user.full_name });
  });

  it.each([
    [{}, MESSAGES.nothingToUpdate],
    [{ phone_number: 'call me' }, MESSAGES.validPhone],
    [{ full_name: 'x'.repeat(101) }, MESSAGES.tooLong('Full name', 100)],
    [{ user_type: 'admin' }, MESSAGES.accountTypeChange],
    [{ full_name: 42 }, MESSAGES.tooLong('Full name', 100)],
  ])('PUT 400 for %j, nothing changed', async (body, message) => {
    const account = await signUp(api());
    const before = await userRow(account.user.id);
    const response = await api().request('PUT', '/api/users/profile', { token: account.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(await userRow(account.user.id)).toEqual(before);
  });
});

describe('email preferences', () => {
  it('GET answers the defaults: marketing off, booking updates on to the account email', async () => {
    const account = await signUp(api());
    const response = await api().request('GET', '/api/users/email-preferences', { token: account.token });
    expect(response.status).toBe(200);
    expect(EmailPreferencesSchema.parse(response.body)).toEqual({
      marketing_emails: false,
      booking_updates: true,
      alert_emails: true,
      marketing_email: '',
      booking_email: account.user.email,
    });
  });

  it('PUT switches a preference on with its address and off with an empty one', async () => {
    const account = await signUp(api());
    const on = await api().request('PUT', '/api/users/email-preferences', {
      token: account.token,
      body: { marketing_emails: true, marketing_email: 'deals@example.com' },
    });
    expect(on.body).toMatchObject({ marketing_emails: true, marketing_email: 'deals@example.com', booking_updates: true });
    const off = await api().request('PUT', '/api/users/email-preferences', {
      token: account.token,
      body: { booking_updates: false, booking_email: '' },
    });
    expect(off.body).toEqual({ marketing_emails: true, marketing_email: 'deals@example.com', booking_updates: false, booking_email: '', alert_emails: true });
  });

  it('PUT turns alert mail off and on again, stored on the account', async () => {
    const account = await signUp(api());
    const off = await api().request('PUT', '/api/users/email-preferences', { token: account.token, body: { alert_emails: false } });
    expect(off).toMatchObject({ status: 200, body: { alert_emails: false, booking_updates: true } });
    expect((await userRow(account.user.id))!.alert_emails).toBe(false);
    const on = await api().request('PUT', '/api/users/email-preferences', { token: account.token, body: { alert_emails: true } });
    expect(on.body).toMatchObject({ alert_emails: true });
    expect((await userRow(account.user.id))!.alert_emails).toBe(true);
  });

  it.each([
    [{}, MESSAGES.nothingToUpdate],
    [{ marketing_emails: true }, MESSAGES.enterEmail],
    [{ marketing_emails: true, marketing_email: 'nope' }, MESSAGES.validEmail],
    [{ booking_updates: 'yes' }, MESSAGES.fillAllFields],
  ])('PUT 400 for %j', async (body, message) => {
    const account = await signUp(api());
    const response = await api().request('PUT', '/api/users/email-preferences', { token: account.token, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});

describe('DELETE /api/users/account', () => {
  it('erases the account: holds released, paid bookings anonymised, deals off sale, login deleted', async () => {
    const seller = await signUpBusiness(api(), { email: 'seller-to-delete@example.com' });
    const ownDeal = await insertDeal(api().db, seller.user.id);
    const otherDeal = await insertDeal(api().db, null, { available_slots: 5 });

    const hold = await api().request('POST', '/api/bookings', { token: seller.token, body: { deal_id: otherDeal.id } });
    expect(await slotsOf(api().db, otherDeal.id)).toBe(4);
    const paid = await insertBooking(api().db, otherDeal, {
      user_id: seller.user.id,
      status: 'confirmed',
      payment_intent_id: 'pi_paid',
      guest_name: 'Seller Name',
      amount_cents: 4200,
    });
    await api().db('reviews').insert({ booking_id: paid.id, deal_id: otherDeal.id, user_id: seller.user.id, rating: 5 });
    const unpaidCancelled = await insertBooking(api().db, otherDeal, { user_id: seller.user.id, status: 'cancelled' });
    const customerBooking = await insertBooking(api().db, ownDeal, { guest_email: 'customer@example.com' });

    const response = await api().request('DELETE', '/api/users/account', { token: seller.token });
    expect(response).toMatchObject({ status: 200, body: { message: MESSAGES.accountDeleted } });

    expect(await userRow(seller.user.id)).toBeUndefined();
    expect(api().identityAdmin.deleted).toContain(seller.identity.sub);
    expect(await slotsOf(api().db, otherDeal.id)).toBe(5);
    expect(await api().db('bookings').whereIn('id', [hold.body.id, unpaidCancelled.id])).toEqual([]);
    expect(await api().db<BookingRow>('bookings').where({ id: paid.id }).first()).toMatchObject({
      user_id: null,
      guest_email: null,
      guest_name: null,
      status: 'confirmed',
      amount_cents: 4200,
    });
    expect(await api().db('reviews').where({ booking_id: paid.id })).toEqual([]);
    expect((await api().db<DealRow>('deals').where({ id: ownDeal.id }).first())?.deleted_at).not.toBeNull();
    expect(await api().db('bookings').where({ id: customerBooking.id }).first()).toBeTruthy();

    // The identity token still in the browser cannot bring the account back.
    const again = await api().request('GET', '/api/users/init', { token: seller.token });
    expect(again).toMatchObject({ status: 401, body: { message: MESSAGES.invalidToken } });
  });

  it('changes nothing when the identity provider fails, so the user can retry', async () => {
    const account = await signUp(api());
    api().identityAdmin.failWith(new Error('Cognito is down'));
    try {
      const response = await api().request('DELETE', '/api/users/account', { token: account.token });
      expect(response).toMatchObject({ status: 502, body: { message: MESSAGES.internalError } });
      expect(await userRow(account.user.id)).toBeTruthy();
    } finally {
      api().identityAdmin.failWith(undefined);
    }
    expect((await api().request('DELETE', '/api/users/account', { token: account.token })).status).toBe(200);
  });
});

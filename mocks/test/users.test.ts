import { describe, expect, it } from 'vitest';
import { EmailPreferencesSchema, MESSAGES, UserSchema, type Booking, type Deal } from '@spur/contract';
import { DEAL_IDS, DEMO_ACCOUNTS, TRAVELER_BOOKING_IDS } from '@spur/demo-data';
import { ADVENTURES, DEMO_PASSWORD, TRAVELER, api, cognito, idToken, useMockServer } from './helpers';

/** Signs up and confirms a new pool user, returns their ID token. */
async function newUser(email: string, name?: string): Promise<string> {
  const attributes = [{ Name: 'email', Value: email }, ...(name ? [{ Name: 'name', Value: name }] : [])];
  expect((await cognito('SignUp', { Username: email, Password: DEMO_PASSWORD, UserAttributes: attributes })).status).toBe(200);
  expect((await cognito('ConfirmSignUp', { Username: email, ConfirmationCode: '123456' })).status).toBe(200);
  const auth = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
  });
  return auth.body.AuthenticationResult.IdToken as string;
}

describe('users', () => {
  const mock = useMockServer();

  it('init answers the seeded account', async () => {
    const res = await api('GET', '/api/users/init', { token: await idToken(mock, ADVENTURES) });
    expect(res.status).toBe(200);
    expect(UserSchema.parse(res.body)).toMatchObject({
      id: DEMO_ACCOUNTS.adventures.userId,
      email: ADVENTURES,
      full_name: 'Maya Torres',
      user_type: 'business',
    });
  });

  it('init creates a new account from the token (name claim, regular, default preferences)', async () => {
    const token = await newUser('new.person@example.com', 'New Person');
    const res = await api('GET', '/api/users/init', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'new.person@example.com', full_name: 'New Person', user_type: 'regular', phone_number: null });
    const again = await api('GET', '/api/users/init', { token });
    expect(again.body.id).toBe(res.body.id);
    const preferences = await api('GET', '/api/users/email-preferences', { token });
    expect(EmailPreferencesSchema.parse(preferences.body)).toEqual({
      marketing_emails: false,
      booking_updates: true,
      marketing_email: '',
      booking_email: 'new.person@example.com',
      alert_emails: true,
    });
  });

  it('links guest bookings made with the same email when the account appears', async () => {
    const checkout = await api('POST', '/api/payment/create-checkout-session', {
      body: { dealId: DEAL_IDS.tidePools, amount: 2900, quantity: 1, guestInfo: { email: 'guest.buyer@example.com', name: 'Guest' } },
    });
    const checkoutId = (checkout.body.url as string).split('/').pop();
    await api('POST', `/api/payment/test-checkout/${checkoutId}/pay`, { body: {} });
    const token = await newUser('Guest.Buyer@example.com');
    const bookings = await api<Booking[]>('GET', '/api/bookings/my-bookings', { token });
    expect(bookings.body).toHaveLength(1);
    expect(bookings.body[0]).toMatchObject({ deal_id: DEAL_IDS.tidePools, status: 'confirmed' });
  });

  it('updates name and phone; blank clears them', async () => {
    const token = await idToken(mock, TRAVELER);
    const res = await api('PUT', '/api/users/profile', { token, body: { full_name: '  Jordan A. Reyes ', phone_number: '+1 (949) 555-0100' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Jordan A. Reyes', phone_number: '+1 (949) 555-0100', user_type: 'regular' });
    const cleared = await api('PUT', '/api/users/profile', { token, body: { phone_number: '' } });
    expect(cleared.body).toMatchObject({ full_name: 'Jordan A. Reyes', phone_number: null });
    expect((await api('GET', '/api/users/profile', { token })).body.phone_number).toBeNull();
  });

  it('validates profile updates', async () => {
    const token = await idToken(mock, TRAVELER);
    const cases: Array<[unknown, string]> = [
      [{}, MESSAGES.nothingToUpdate],
      [{ phone_number: 'call me' }, MESSAGES.validPhone],
      [{ user_type: 'admin' }, MESSAGES.accountTypeChange],
      [{ full_name: 'x'.repeat(101) }, MESSAGES.tooLong('Full name', 100)],
    ];
    for (const [body, message] of cases) {
      expect(await api('PUT', '/api/users/profile', { token, body })).toEqual({ status: 400, body: { message } });
    }
  });

  it('upgrades to business (then the dashboard opens) but never downgrades', async () => {
    const token = await idToken(mock, TRAVELER);
    expect((await api('GET', '/api/deals/business/my-deals', { token })).status).toBe(403);
    const res = await api('PUT', '/api/users/profile', { token, body: { user_type: 'business' } });
    expect(res.body.user_type).toBe('business');
    expect(await api('GET', '/api/deals/business/my-deals', { token })).toEqual({ status: 200, body: [] });
    expect(await api('PUT', '/api/users/profile', { token, body: { user_type: 'regular' } })).toEqual({
      status: 403,
      body: { message: MESSAGES.accountTypeChange },
    });
    const created = await api<Deal>('POST', '/api/deals', { token, body: { title: 'Sunset photo walk', price: 25 } });
    expect(created.body.business_name).toBe('Jordan Reyes');
  });

  it('updates email preferences as the switches send them', async () => {
    const token = await idToken(mock, TRAVELER);
    const on = await api('PUT', '/api/users/email-preferences', {
      token,
      body: { marketing_emails: true, marketing_email: 'jordan@example.com' },
    });
    expect(on).toEqual({
      status: 200,
      body: { marketing_emails: true, marketing_email: 'jordan@example.com', booking_updates: true, booking_email: TRAVELER, alert_emails: true },
    });
    const off = await api('PUT', '/api/users/email-preferences', { token, body: { booking_updates: false, booking_email: '', alert_emails: false } });
    expect(off.body).toMatchObject({ marketing_emails: true, booking_updates: false, booking_email: '', alert_emails: false });
    expect((await api('GET', '/api/users/email-preferences', { token })).body).toMatchObject({ alert_emails: false });
    for (const [body, message] of [
      [{}, MESSAGES.nothingToUpdate],
      [{ marketing_emails: true }, MESSAGES.enterEmail],
      [{ booking_updates: true, booking_email: 'nope' }, MESSAGES.validEmail],
      [{ marketing_emails: 'yes' }, MESSAGES.fillAllFields],
      [{ alert_emails: 'no' }, MESSAGES.fillAllFields],
    ] as const) {
      expect(await api('PUT', '/api/users/email-preferences', { token, body })).toEqual({ status: 400, body: { message } });
    }
  });

  it('deletes the account: holds released, paid bookings anonymised, deals off sale, login gone', async () => {
    const traveler = await idToken(mock, TRAVELER);
    await api('PUT', '/api/users/profile', { token: traveler, body: { user_type: 'business' } });
    const deal = await api<Deal>('POST', '/api/deals', { token: traveler, body: { title: 'Pop-up tour', price: 20 } });
    const hold = await api<Booking>('POST', '/api/bookings', { token: traveler, body: { deal_id: DEAL_IDS.eBikeTour } });
    expect(hold.status).toBe(201);

    const res = await api('DELETE', '/api/users/account', { token: traveler });
    expect(res).toEqual({ status: 200, body: { message: MESSAGES.accountDeleted } });

    const { db } = mock.backend;
    expect(db.user.findFirst({ where: { email: { equals: TRAVELER } } })).toBeNull();
    expect(db.cognitoUser.findFirst({ where: { email: { equals: TRAVELER } } })).toBeNull();
    const surf = db.booking.findFirst({ where: { id: { equals: TRAVELER_BOOKING_IDS.surfLessonConfirmed } } });
    expect(surf).toMatchObject({ status: 'confirmed', user_id: null, guest_email: null, guest_name: null });
    expect(db.booking.findFirst({ where: { id: { equals: TRAVELER_BOOKING_IDS.massageCancelled } } })).toBeNull();
    expect(db.booking.findFirst({ where: { id: { equals: hold.body.id } } })).toBeNull();
    expect((await api<Deal>('GET', `/api/deals/${DEAL_IDS.eBikeTour}`)).body.available_slots).toBe(1);
    expect((await api('GET', `/api/deals/${deal.body.id}`)).status).toBe(404);
    // The surf lesson's review by Jordan is gone; the guests' reviews stay.
    expect((await api<Deal>('GET', `/api/deals/${DEAL_IDS.surfLesson}`)).body.reviewCount).toBe(2);

    expect(await api('GET', '/api/users/init', { token: traveler })).toEqual({ status: 401, body: { message: MESSAGES.invalidToken } });
    const login = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: TRAVELER, PASSWORD: DEMO_PASSWORD },
    });
    expect(login).toEqual({ status: 400, body: { __type: 'UserNotFoundException', message: 'User does not exist.' } });

    // The email can sign up again as a new person.
    const again = await newUser(TRAVELER);
    const fresh = await api('GET', '/api/users/init', { token: again });
    expect(fresh.status).toBe(200);
    expect(fresh.body.id).not.toBe(DEMO_ACCOUNTS.traveler.userId);
    expect((await api('GET', '/api/bookings/my-bookings', { token: again })).body).toEqual([]);
  });
});

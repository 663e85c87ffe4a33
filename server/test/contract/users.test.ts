/** Accounts: init, profile, email preferences, account deletion. */
import { beforeEach, describe, expect, it } from 'vitest';
import { EmailPreferencesSchema, LIMITS, MESSAGES, MessageResponseSchema, UserSchema } from '@spur/contract';
import { contractSuite, expectError, expectOk } from './harness';
import { DEAL_IDS, DEMO_ACCOUNTS, SEED, observable, ownedBy, seedDeal, seedRating, slotsOf } from './fixtures';

const seedUser = (key: keyof typeof DEMO_ACCOUNTS) => SEED.users.find((user) => user.email === DEMO_ACCOUNTS[key].email)!;
const asUser = (key: keyof typeof DEMO_ACCOUNTS) => {
  const { id, email, full_name, phone_number, user_type, locale, created_at } = seedUser(key);
  return { id, email, full_name, phone_number, user_type, locale, created_at };
};

contractSuite('users', (c) => {
  describe('init and profile', () => {
    it.each(['traveler', 'adventures', 'wellness'] as const)('init answers the seeded %s account', async (key) => {
      const token = await c.token(key);
      const init = await c.call('GET', '/api/users/init', { token });
      expect(expectOk(init, 200, UserSchema)).toEqual(asUser(key));
      expect(await c.call('GET', '/api/users/profile', { token })).toMatchObject({ status: 200, body: asUser(key) });
    });

    it('init creates a new account from the token once: email lower-cased, name from the claims', async () => {
      await c.reset();
      const before = await c.driver.counts();
      const token = await c.token({ email: 'New.Person@Example.com', name: '  New Person ' });
      const first = expectOk(await c.call('GET', '/api/users/init', { token }), 200, UserSchema);
      expect(first).toMatchObject({ email: 'new.person@example.com', full_name: 'New Person', phone_number: null, user_type: 'regular' });
      const second = await c.call('GET', '/api/users/init', { token });
      expect(second.body).toEqual(first);
      expect((await c.driver.counts()).users).toBe(before.users + 1);
      expect(await c.call('GET', '/api/users/profile', { token })).toMatchObject({ status: 200, body: first });
    });

    it('a business claim (attribute or group) makes a business account', async () => {
      await c.reset();
      for (const business of ['attribute', 'group'] as const) {
        const token = await c.token({ email: `${business}@partners.example`, business });
        const user = expectOk(await c.call('GET', '/api/users/init', { token }), 200, UserSchema);
        expect(user.user_type).toBe('business');
      }
    });

    it('a new login with the email of an existing account adopts it when the email is verified', async () => {
      await c.reset();
      const refused = await c.token({ email: DEMO_ACCOUNTS.traveler.email, sub: 'another-login-unverified', emailVerified: false });
      expectError(await c.call('GET', '/api/users/init', { token: refused }), 409, MESSAGES.emailInUse);
      const adopted = await c.token({ email: DEMO_ACCOUNTS.traveler.email, sub: 'another-login-verified' });
      expect(await c.call('GET', '/api/users/init', { token: adopted })).toMatchObject({ status: 200, body: asUser('traveler') });
    });

    it('the stored email follows the login’s email', async () => {
      await c.reset();
      const before = await c.token({ email: 'before@example.com', sub: 'moving-login' });
      const user = expectOk(await c.call('GET', '/api/users/init', { token: before }), 200, UserSchema);
      const after = await c.token({ email: 'After@Example.com', sub: 'moving-login' });
      const moved = await c.call('GET', '/api/users/profile', { token: after });
      expect(moved).toMatchObject({ status: 200, body: { ...user, email: 'after@example.com' } });
      const clash = await c.token({ email: DEMO_ACCOUNTS.wellness.email, sub: 'moving-login' });
      expectError(await c.call('GET', '/api/users/profile', { token: clash }), 409, MESSAGES.emailInUse);
    });
  });

  describe('PUT profile', () => {
    beforeEach(() => c.reset());

    it('changes name and phone (trimmed), blank clears them, read back through GET', async () => {
      const token = await c.token('traveler');
      const updated = await c.call('PUT', '/api/users/profile', {
        token,
        body: { full_name: '  Jordan  Q. Reyes ', phone_number: '+1 (949) 555-0100' },
      });
      expect(expectOk(updated, 200, UserSchema)).toEqual({ ...asUser('traveler'), full_name: 'Jordan  Q. Reyes', phone_number: '+1 (949) 555-0100' });
      expect((await c.call('GET', '/api/users/profile', { token })).body).toEqual(updated.body);
      const cleared = await c.call('PUT', '/api/users/profile', { token, body: { full_name: '', phone_number: '  ' } });
      expect(cleared.body).toMatchObject({ full_name: null, phone_number: null });
    });

    it('only the fields sent change; unknown fields (email, id, user id) are ignored', async () => {
      const token = await c.token('traveler');
      const response = await c.call('PUT', '/api/users/profile', {
        token,
        body: { phone_number: '949-555-0199', email: 'hijack@example.com', id: 'x', created_at: '2000-01-01T00:00:00Z' },
      });
      expect(expectOk(response, 200, UserSchema)).toEqual({ ...asUser('traveler'), phone_number: '949-555-0199' });
    });

    it('upgrade: regular → business; regular → regular is a no-op; business → regular is 403 and changes nothing', async () => {
      const token = await c.token('traveler');
      const same = await c.call('PUT', '/api/users/profile', { token, body: { user_type: 'regular' } });
      expect(expectOk(same, 200, UserSchema)).toEqual(asUser('traveler'));
      const upgraded = await c.call('PUT', '/api/users/profile', { token, body: { user_type: 'business' } });
      expect(expectOk(upgraded, 200, UserSchema).user_type).toBe('business');
      const again = await c.call('PUT', '/api/users/profile', { token, body: { user_type: 'business' } });
      expect(again).toMatchObject({ status: 200, body: { user_type: 'business' } });
      expectError(
        await c.call('PUT', '/api/users/profile', { token, body: { user_type: 'regular', full_name: 'Changed' } }),
        403,
        MESSAGES.accountTypeChange,
      );
      expect((await c.call('GET', '/api/users/profile', { token })).body).toEqual({ ...asUser('traveler'), user_type: 'business' });
      const adventures = await c.token('adventures');
      expectError(await c.call('PUT', '/api/users/profile', { token: adventures, body: { user_type: 'regular' } }), 403, MESSAGES.accountTypeChange);
    });

    it.each([
      ['an empty body', {}, MESSAGES.nothingToUpdate],
      ['only unknown fields', { email: 'x@y.z' }, MESSAGES.nothingToUpdate],
      ['a phone that is not one', { phone_number: 'call me' }, MESSAGES.validPhone],
      ['a short phone', { phone_number: '12345' }, MESSAGES.validPhone],
      ['a phone over the limit', { phone_number: '1'.repeat(LIMITS.phone + 1) }, MESSAGES.tooLong('Phone number', LIMITS.phone)],
      ['a name over the limit', { full_name: 'x'.repeat(LIMITS.name + 1) }, MESSAGES.tooLong('Full name', LIMITS.name)],
      ['a name that is a number', { full_name: 42 }, MESSAGES.tooLong('Full name', LIMITS.name)],
      ['an unknown account type', { user_type: 'admin' }, MESSAGES.accountTypeChange],
      ['an account type that is not text', { user_type: true }, MESSAGES.accountTypeChange],
    ])('400 for %s, nothing changed', async (_label, body, message) => {
      const token = await c.token('traveler');
      expectError(await c.call('PUT', '/api/users/profile', { token, body }), 400, message);
      expect((await c.call('GET', '/api/users/profile', { token })).body).toEqual(asUser('traveler'));
    });
  });

  describe('email preferences', () => {
    beforeEach(() => c.reset());

    it('GET answers the defaults: marketing off, booking updates on to the account email', async () => {
      const response = await c.call('GET', '/api/users/email-preferences', { token: await c.token('traveler') });
      expect(expectOk(response, 200, EmailPreferencesSchema)).toEqual({
        marketing_emails: false,
        booking_updates: true,
        marketing_email: '',
        booking_email: DEMO_ACCOUNTS.traveler.email,
        alert_emails: true,
      });
      const fresh = await c.token({ email: 'Prefs.Person@Example.com' });
      expect((await c.call('GET', '/api/users/email-preferences', { token: fresh })).body).toEqual({
        marketing_emails: false,
        booking_updates: true,
        marketing_email: '',
        booking_email: 'prefs.person@example.com',
        alert_emails: true,
      });
    });

    it('switching on sends the address; switching off sends false and an empty address', async () => {
      const token = await c.token('traveler');
      const on = await c.call('PUT', '/api/users/email-preferences', {
        token,
        body: { marketing_emails: true, marketing_email: '  deals@example.com ' },
      });
      expect(expectOk(on, 200, EmailPreferencesSchema)).toEqual({
        marketing_emails: true,
        booking_updates: true,
        marketing_email: 'deals@example.com',
        booking_email: DEMO_ACCOUNTS.traveler.email,
        alert_emails: true,
      });
      const off = await c.call('PUT', '/api/users/email-preferences', { token, body: { booking_updates: false, booking_email: '', alert_emails: false } });
      expect(off.body).toEqual({ marketing_emails: true, booking_updates: false, marketing_email: 'deals@example.com', booking_email: '', alert_emails: false });
      expect((await c.call('GET', '/api/users/email-preferences', { token })).body).toEqual(off.body);
      const flagOnly = await c.call('PUT', '/api/users/email-preferences', { token, body: { marketing_emails: false } });
      expect(flagOnly.body).toMatchObject({ marketing_emails: false, marketing_email: 'deals@example.com' });
    });

    it.each([
      ['marketing on without an address', { marketing_emails: true }, MESSAGES.enterEmail],
      ['marketing on with a blank address', { marketing_emails: true, marketing_email: '' }, MESSAGES.enterEmail],
      ['booking updates on without an address', { booking_updates: true }, MESSAGES.enterEmail],
      ['an address that is not one', { marketing_emails: true, marketing_email: 'nope' }, MESSAGES.validEmail],
      ['an address over the limit', { booking_email: `${'a'.repeat(250)}@example.com` }, MESSAGES.validEmail],
      ['a flag that is not a boolean', { marketing_emails: 'yes', marketing_email: 'a@b.co' }, MESSAGES.fillAllFields],
      ['an alert flag that is not a boolean', { alert_emails: 'no' }, MESSAGES.fillAllFields],
      ['an empty body', {}, MESSAGES.nothingToUpdate],
      ['only unknown fields', { newsletter: true }, MESSAGES.nothingToUpdate],
    ])('400 for %s, nothing changed', async (_label, body, message) => {
      const token = await c.token('traveler');
      const before = (await c.call('GET', '/api/users/email-preferences', { token })).body;
      expectError(await c.call('PUT', '/api/users/email-preferences', { token, body }), 400, message);
      expect((await c.call('GET', '/api/users/email-preferences', { token })).body).toEqual(before);
    });
  });

  describe('DELETE account', () => {
    beforeEach(() => c.reset());

    it('erases the traveler: login refused, unpaid bookings and own reviews gone, paid bookings kept', async () => {
      const token = await c.token('traveler');
      const before = await c.driver.counts();
      const response = await c.call('DELETE', '/api/users/account', { token });
      expect(expectOk(response, 200, MessageResponseSchema)).toEqual({ message: MESSAGES.accountDeleted });
      expectError(await c.call('GET', '/api/users/init', { token }), 401, MESSAGES.invalidToken);
      expectError(await c.call('GET', '/api/bookings/my-bookings', { token }), 401, MESSAGES.invalidToken);

      const mine = SEED.bookings.filter((booking) => booking.user_id === DEMO_ACCOUNTS.traveler.userId);
      const unpaid = mine.filter((booking) => booking.status !== 'confirmed').length;
      const reviews = SEED.reviews.filter((review) => mine.some((booking) => booking.id === review.booking_id));
      expect(await c.driver.counts()).toEqual({
        ...before,
        users: before.users - 1,
        bookings: before.bookings - unpaid,
        reviews: before.reviews - reviews.length,
      });
      // The traveler's review of the surf lesson no longer counts towards its rating.
      const surf = await c.call('GET', `/api/deals/${DEAL_IDS.surfLesson}`);
      expect(surf.body.reviewCount).toBe(seedRating(DEAL_IDS.surfLesson).reviewCount - 1);
      // The confirmed (paid) bookings still hold their slots.
      expect(surf.body.available_slots).toBe(seedDeal(DEAL_IDS.surfLesson).available_slots);
    });

    it('a business leaves the market: its deals are off sale, other data unchanged', async () => {
      const token = await c.token('wellness');
      expect((await c.call('DELETE', '/api/users/account', { token })).status).toBe(200);
      const catalogue = (await c.call('GET', '/api/deals')).body as Array<{ id: string }>;
      const gone = new Set(ownedBy('wellness').map((deal) => deal.id));
      expect(catalogue.filter((deal) => gone.has(deal.id))).toEqual([]);
      expect(catalogue.length).toBe(SEED.deals.length - gone.size);
      expect((await c.call('GET', '/api/deals/business/my-deals', { token: await c.token('adventures') })).body.length).toBe(
        ownedBy('adventures').length,
      );
    });

    it('a pending hold is released; the same email can sign up again as a new account', async () => {
      const who = { email: 'leaving@example.com' };
      const token = await c.token(who);
      const slots = await slotsOf(c, DEAL_IDS.snorkel);
      expect((await c.call('POST', '/api/bookings', { token, body: { deal_id: DEAL_IDS.snorkel } })).status).toBe(201);
      expect(await slotsOf(c, DEAL_IDS.snorkel)).toBe(slots - 1);
      expect((await c.call('DELETE', '/api/users/account', { token })).status).toBe(200);
      expect(await slotsOf(c, DEAL_IDS.snorkel)).toBe(slots);
      expectError(await c.call('DELETE', '/api/users/account', { token }), 401, MESSAGES.invalidToken);

      const again = await c.token({ email: 'leaving@example.com', sub: 'a-new-login' });
      const init = expectOk(await c.call('GET', '/api/users/init', { token: again }), 200, UserSchema);
      expect(init.email).toBe('leaving@example.com');
      expect(await c.call('GET', '/api/bookings/my-bookings', { token: again })).toMatchObject({ status: 200, body: [] });
    });

    it('another account is untouched by a deletion', async () => {
      const before = await observable(c);
      const token = await c.token({ email: 'bystander@example.com' });
      await c.call('GET', '/api/users/init', { token });
      await c.call('DELETE', '/api/users/account', { token });
      expect(await observable(c)).toEqual(before);
    });
  });
});

/**
 * POST /api/contact. Both backends allow 5 messages per 10 minutes per client, and every client of
 * a test file is the same one, so each case starts from a reset (the limit's windows with it).
 */
import { expect, it } from 'vitest';
import { ContactResponseSchema, LIMITS, MESSAGES } from '@spur/contract';
import { contractSuite, expectError, expectOk } from './harness';
import { MINUTE, validContact } from './fixtures';

contractSuite(
  'contact',
  (c) => {
    const send = (body: unknown) => c.call('POST', '/api/contact', { body });

    it('stores the message and thanks the sender', async () => {
      const before = await c.driver.counts();
      const response = await send(validContact());
      expect(expectOk(response, 200, ContactResponseSchema)).toEqual({ success: true, message: MESSAGES.contactThanks });
      expect((await c.driver.counts()).contact_messages).toBe(before.contact_messages + 1);
    });

    it('needs no bearer, and a bad one does not matter (public endpoint)', async () => {
      const response = await c.call('POST', '/api/contact', { body: validContact(), token: 'email:someone@example.com' });
      expect(response.status).toBe(200);
    });

    it('keeps HTML, SQL and unicode as text', async () => {
      const response = await send(
        validContact({
          name: 'Zoë 日本 🏄',
          subject: `<script>alert(1)</script>`,
          message: `'); DROP TABLE contact_messages; -- <img src=x onerror=alert(1)>`,
        }),
      );
      expect(response.status).toBe(200);
      expect((await c.call('GET', '/api/deals?limit=1')).status).toBe(200);
    });

    it.each([
      ['no name', { name: undefined }, MESSAGES.fillAllFields],
      ['a blank name', { name: '   ' }, MESSAGES.fillAllFields],
      ['no email', { email: undefined }, MESSAGES.enterEmail],
      ['a blank email', { email: ' ' }, MESSAGES.enterEmail],
      ['an invalid email', { email: 'not-an-email' }, MESSAGES.validEmail],
      ['an email over the limit', { email: `${'a'.repeat(LIMITS.email)}@example.com` }, MESSAGES.validEmail],
      ['no subject', { subject: undefined }, MESSAGES.fillAllFields],
      ['no message', { message: undefined }, MESSAGES.fillAllFields],
      ['a blank message', { message: '\n\t ' }, MESSAGES.fillAllFields],
      ['a name over the limit', { name: 'x'.repeat(LIMITS.name + 1) }, MESSAGES.tooLong('Name', LIMITS.name)],
      ['a subject over the limit', { subject: 'x'.repeat(LIMITS.subject + 1) }, MESSAGES.tooLong('Subject', LIMITS.subject)],
      ['a message over the limit', { message: 'x'.repeat(LIMITS.message + 1) }, MESSAGES.tooLong('Message', LIMITS.message)],
      ['a name that is a number', { name: 7 }, MESSAGES.fillAllFields],
      ['an email that is a list', { email: ['a@b.co'] }, MESSAGES.enterEmail],
    ])('400 for %s, nothing stored', async (_label, overrides, message) => {
      const before = await c.driver.counts();
      expectError(await send(validContact(overrides)), 400, message);
      expect(await c.driver.counts()).toEqual(before);
    });

    it('fields at their limits are accepted', async () => {
      const response = await send(
        validContact({
          name: 'x'.repeat(LIMITS.name),
          subject: 'x'.repeat(LIMITS.subject),
          message: 'x'.repeat(LIMITS.message),
        }),
      );
      expect(response.status).toBe(200);
    });

    it('the sixth message in ten minutes is 429; refused ones do not count; the next window is open again', async () => {
      for (let i = 0; i < 3; i += 1) expectError(await send(validContact({ email: 'bad' })), 400, MESSAGES.validEmail);
      for (let i = 0; i < 5; i += 1) expect((await send(validContact({ subject: `Message ${i}` }))).status).toBe(200);
      const before = await c.driver.counts();
      expectError(await send(validContact()), 429, MESSAGES.tooManyRequests);
      expect(await c.driver.counts()).toEqual(before);
      // Validation still comes first while limited.
      expectError(await send(validContact({ name: '' })), 400, MESSAGES.fillAllFields);
      await c.advanceClock(10 * MINUTE);
      expect((await send(validContact())).status).toBe(200);
    });
  },
  { resetEach: true },
);

import { describe, expect, it } from 'vitest';
import { ContactResponseSchema, LIMITS, MESSAGES } from '@spur/contract';
import { MINUTE } from '@spur/mocks/node';
import { api, useMockServer } from './helpers';

const message = { name: 'Ana Ruiz', email: 'ana@example.com', subject: 'Partnership', message: 'We run kayak tours in Dana Point.' };

describe('POST /api/contact', () => {
  const mock = useMockServer();

  it('stores the message and thanks the sender', async () => {
    const res = await api('POST', '/api/contact', { body: { ...message, name: '  Ana Ruiz  ' } });
    expect(res.status).toBe(200);
    expect(ContactResponseSchema.parse(res.body)).toEqual({ success: true, message: MESSAGES.contactThanks });
    const stored = mock.backend.db.contactMessage.getAll();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...message, name: 'Ana Ruiz' });
  });

  it('validates all four fields with the spec’s messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...message, name: '' }, MESSAGES.fillAllFields],
      [{ ...message, subject: '   ' }, MESSAGES.fillAllFields],
      [{ ...message, message: undefined }, MESSAGES.fillAllFields],
      [{ ...message, email: '' }, MESSAGES.enterEmail],
      [{ ...message, email: 'ana@' }, MESSAGES.validEmail],
      [{ ...message, message: 'x'.repeat(LIMITS.message + 1) }, MESSAGES.tooLong('Message', LIMITS.message)],
    ];
    for (const [body, expected] of cases) {
      expect(await api('POST', '/api/contact', { body })).toEqual({ status: 400, body: { message: expected } });
    }
    expect(mock.backend.db.contactMessage.getAll()).toHaveLength(0);
  });

  it('rate-limits like the server (5 per 10 minutes), then lets the sender write again', async () => {
    mock.clock.set(new Date(Math.ceil(Date.now() / (10 * MINUTE)) * 10 * MINUTE + 1000));
    for (let i = 0; i < 5; i += 1) expect((await api('POST', '/api/contact', { body: message })).status).toBe(200);
    expect(await api('POST', '/api/contact', { body: message })).toEqual({ status: 429, body: { message: MESSAGES.tooManyRequests } });
    mock.advanceClock(10 * MINUTE);
    expect((await api('POST', '/api/contact', { body: message })).status).toBe(200);
  });
});

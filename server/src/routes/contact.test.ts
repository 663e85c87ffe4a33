import { describe, expect, it } from 'vitest';
import { ContactResponseSchema, MESSAGES } from '@spur/contract';
import { useTestApi, type TestApi } from '../../test/helpers/testApp';

const proxied = useTestApi({
  env: { TRUST_PROXY: 'true', CONTACT_RATE_LIMIT: '2', CONTACT_RATE_WINDOW_SECONDS: '600', SUPPORT_EMAIL: 'help@spur.test' },
});
const direct = useTestApi({ env: { CONTACT_RATE_LIMIT: '2' } });

const message = { name: 'Ana Ruiz', email: 'ana@example.com', subject: 'Partnership', message: 'We run kayak tours.' };
let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

const send = (api: TestApi, body: unknown, ip = freshIp()) =>
  api.request('POST', '/api/contact', { body, headers: { 'X-Forwarded-For': ip } });

describe('POST /api/contact', () => {
  it('stores the message, mails it to support and thanks the sender', async () => {
    const response = await send(proxied(), message);
    expect(response.status).toBe(200);
    expect(ContactResponseSchema.parse(response.body)).toEqual({ success: true, message: MESSAGES.contactThanks });
    expect(proxied().mailer.sent.at(-1)).toMatchObject({
      to: 'help@spur.test',
      replyTo: 'ana@example.com',
      subject: '[Contact] Partnership',
    });
    expect(proxied().mailer.sent.at(-1)?.text).toContain('We run kayak tours.');
    const [stored] = await proxied().db('contact_messages').where({ subject: 'Partnership' });
    expect(stored).toMatchObject({ name: 'Ana Ruiz', email: 'ana@example.com' });
    expect(stored.sent_at).not.toBeNull();
  });

  it('keeps HTML and SQL verbatim', async () => {
    const text = `<img src=x onerror=alert(1)>'); DELETE FROM contact_messages; --`;
    expect((await send(proxied(), { ...message, subject: 'verbatim', message: text })).status).toBe(200);
    expect((await proxied().db('contact_messages').where({ subject: 'verbatim' }).first()).message).toBe(text);
  });

  it.each([
    [{ ...message, name: '' }, MESSAGES.fillAllFields],
    [{ ...message, subject: '   ' }, MESSAGES.fillAllFields],
    [{ email: 'a@b.co', subject: 's', message: 'm' }, MESSAGES.fillAllFields],
    [{ ...message, email: '' }, MESSAGES.enterEmail],
    [{ ...message, email: 'not-an-email' }, MESSAGES.validEmail],
    [{ ...message, message: 'x'.repeat(5001) }, MESSAGES.tooLong('Message', 5000)],
    [{ ...message, name: ['Ana'] }, MESSAGES.fillAllFields],
  ])('400 for %j, nothing stored or sent', async (body, expected) => {
    const sentBefore = proxied().mailer.sent.length;
    const response = await send(proxied(), body);
    expect(response).toMatchObject({ status: 400, body: { message: expected } });
    expect(proxied().mailer.sent.length).toBe(sentBefore);
  });

  it('answers 502 when the mail cannot be sent, keeping the message for support', async () => {
    proxied().mailer.failWith(new Error('SMTP timeout'));
    try {
      const response = await send(proxied(), { ...message, subject: 'unsent' });
      expect(response).toMatchObject({ status: 502, body: { message: MESSAGES.contactFailed } });
    } finally {
      proxied().mailer.failWith(undefined);
    }
    expect(await proxied().db('contact_messages').where({ subject: 'unsent' }).first()).toMatchObject({ sent_at: null });
  });
});

describe('contact rate limit', () => {
  it('allows the configured number per client and window, then 429 until the window ends', async () => {
    const ip = freshIp();
    expect((await send(proxied(), message, ip)).status).toBe(200);
    expect((await send(proxied(), message, ip)).status).toBe(200);
    const limited = await send(proxied(), message, ip);
    expect(limited).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyRequests } });
    // Other clients have their own budget.
    expect((await send(proxied(), message)).status).toBe(200);

    proxied().clock.advance(600_000);
    expect((await send(proxied(), message, ip)).status).toBe(200);
  });

  it('does not count invalid messages', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await send(proxied(), {}, ip)).status).toBe(400);
    expect((await send(proxied(), message, ip)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await send(direct(), message)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts concurrent requests exactly', async () => {
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 6 }, () => send(proxied(), message, ip)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(4);
  });

  it('prunes windows that have ended', async () => {
    proxied().clock.advance(3 * 600_000);
    expect(await proxied().spur.services.rateLimiter.prune(600)).toBeGreaterThan(0);
  });
});

/**
 * Languages (issue 30): both backends answer their errors in the request's language (its
 * `Accept-Language`; English when Spur speaks none of them), and say so (`Vary: Accept-Language`).
 * A person's language is a profile setting (English until chosen; another value is a 400), and the
 * mail queued for them is written in it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutResponseSchema, LIMITS, MESSAGES, UserSchema, toCents } from '@spur/contract';
import { contractSuite, expectError, expectOk, type Contract } from './harness';
import { DEAL_IDS, SEED, TRAVELER_BOOKING_IDS, UNKNOWN_ID, observable, seedDeal } from './fixtures';

const SPANISH = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };
const CHINESE = { 'Accept-Language': 'zh-CN,zh;q=0.9' };

const KAYAK = DEAL_IDS.bayKayakSafari;
const kayakTomorrow = SEED.sessions.filter((session) => session.deal_id === KAYAK).sort((a, b) => a.starts_at.localeCompare(b.starts_at))[1]!;

async function bookAndPayKayak(c: Contract, token: string) {
  const body = { dealId: KAYAK, sessionId: kayakTomorrow.id, amount: toCents(seedDeal(KAYAK).price), quantity: 1 };
  const { url } = expectOk(await c.call('POST', '/api/payment/create-checkout-session', { token, body }), 200, CheckoutResponseSchema);
  expect((await c.call('POST', `/api/payment/test-checkout/${url.split('/').pop()}/pay`, { body: {} })).status).toBe(200);
}

contractSuite('languages', (c) => {
  let traveler: string;
  beforeEach(async () => {
    traveler = await c.token('traveler');
  });

  describe('errors in the request’s language', () => {
    it('a 400, its field named in the language too', async () => {
      const tooLong = { full_name: 'x'.repeat(LIMITS.name + 1) };
      expectError(await c.call('PUT', '/api/users/profile', { token: traveler, body: tooLong, headers: SPANISH }), 400, `Nombre completo no puede tener más de ${LIMITS.name} caracteres.`);
      expectError(await c.call('PUT', '/api/users/profile', { token: traveler, body: tooLong, headers: CHINESE }), 400, `全名最多 ${LIMITS.name} 个字符。`);
      expectError(await c.call('PUT', '/api/users/profile', { token: traveler, body: {}, headers: SPANISH }), 400, 'No hay nada que actualizar.');
      expectError(await c.call('PUT', '/api/users/profile', { token: traveler, body: {}, headers: CHINESE }), 400, '没有需要更新的内容。');
    });

    it('a 404, the unknown path’s too', async () => {
      expectError(await c.call('GET', `/api/deals/${UNKNOWN_ID}`, { headers: SPANISH }), 404, 'Oferta no encontrada');
      expectError(await c.call('GET', `/api/deals/${UNKNOWN_ID}`, { headers: CHINESE }), 404, '未找到该优惠');
      expectError(await c.call('GET', '/api/nowhere', { headers: SPANISH }), 404, 'No encontrado');
    });

    it('a 409', async () => {
      const cancelled = `/api/bookings/${TRAVELER_BOOKING_IDS.massageCancelled}`;
      expectError(await c.call('DELETE', cancelled, { token: traveler, headers: SPANISH }), 409, 'Esta reserva ya está cancelada.');
      expectError(await c.call('DELETE', cancelled, { token: traveler, headers: CHINESE }), 409, '此预订已取消。');
    });

    it('English for a language Spur does not speak, and without the header; the answer varies with it', async () => {
      const french = await c.call('GET', `/api/deals/${UNKNOWN_ID}`, { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
      expectError(french, 404, MESSAGES.dealNotFound);
      expect(french.headers.get('vary')).toMatch(/accept-language/i);
      expectError(await c.call('GET', `/api/deals/${UNKNOWN_ID}`), 404, MESSAGES.dealNotFound);
    });
  });

  describe('the profile’s language', () => {
    beforeEach(() => c.reset());

    it('is English until chosen; choosing Spanish is a 200 the profile keeps', async () => {
      expect(expectOk(await c.call('GET', '/api/users/profile', { token: traveler }), 200, UserSchema).locale).toBe('en');
      const updated = expectOk(await c.call('PUT', '/api/users/profile', { token: traveler, body: { locale: 'es' } }), 200, UserSchema);
      expect(updated).toMatchObject({ locale: 'es', email: SEED.users.find((user) => user.id === updated.id)!.email });
      expect(expectOk(await c.call('GET', '/api/users/profile', { token: traveler }), 200, UserSchema).locale).toBe('es');
    });

    it('a language Spur does not speak is a 400 that changes nothing', async () => {
      const before = await observable(c);
      expectError(await c.call('PUT', '/api/users/profile', { token: traveler, body: { locale: 'fr' } }), 400, MESSAGES.validLocale);
      expectError(
        await c.call('PUT', '/api/users/profile', { token: traveler, body: { locale: 'fr' }, headers: SPANISH }),
        400,
        'Elija un idioma disponible: inglés (en), español (es) o chino simplificado (zh-Hans).',
      );
      expect(await observable(c)).toEqual(before);
    });

    it('a Spanish speaker’s booking confirmation is queued in Spanish, whatever language the payment came in', async () => {
      expect((await c.call('PUT', '/api/users/profile', { token: traveler, body: { locale: 'es' } })).status).toBe(200);
      await bookAndPayKayak(c, traveler);
      const [confirmation] = await c.driver.mails();
      expect(confirmation).toMatchObject({ kind: 'booking_confirmed', locale: 'es', data: { terms: expect.stringMatching(/^Cancelación gratuita hasta .+ · después, reembolso del 50 %$/) } });
      expect(confirmation!.data).toMatchObject({ when: expect.stringMatching(/^[a-zá-ú]{3}, \d+ de [a-z]+, \d+:\d\d [ap]\. ?m\. P[SD]T$/) });
    });
  });
});

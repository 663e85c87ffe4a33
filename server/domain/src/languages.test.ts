/** The domain's texts in Spanish and Simplified Chinese: the words from the catalogs, dates, times and prices from `Intl`. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '@spur/i18n';
import es from './locales/es.json';
import zh from './locales/zh-Hans.json';
import { alertNotice } from './alerts';
import { termsLine, termsSummary } from './cancellationText';
import { bookingMail, waitlistOfferMail } from './mail';
import { formatSessionStart } from './timeFormat';

const LA = 'America/Los_Angeles';
const NOW = new Date('2026-11-24T20:00:00Z'); // Tuesday 12:00 PM PST
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

beforeAll(() => {
  loadCatalog('es', es);
  loadCatalog('zh-Hans', zh);
});

describe('session times', () => {
  it('count down, name today and tomorrow, then the date, in each language', () => {
    const starts = [40 / 60, 5.5, 21, 96].map(hoursFromNow);
    expect(starts.map((at) => formatSessionStart(at, NOW, { zone: LA, locale: 'es' }))).toEqual(['Empieza en 40 min', 'Hoy 5:30 p.m.', 'Mañana 9:00 a.m.', 'sáb, 28 de nov, 12:00 p.m.']);
    expect(starts.map((at) => formatSessionStart(at, NOW, { zone: LA, locale: 'zh-Hans' }))).toEqual(['40 分钟后开始', '今天 17:30', '明天 9:00', '11月28日周六 12:00']);
  });
});

describe('cancellation terms', () => {
  const deadline = new Date('2026-11-28T23:30:00.000Z');
  it('read in each language, before and after the deadline', () => {
    const terms = { free_hours: 24, late_refund_percent: 50 };
    expect(termsLine(terms, deadline, new Date('2026-11-26T20:00:00.000Z'), { zone: LA, locale: 'es' })).toBe('Cancelación gratuita hasta 3:30 p.m. del sáb, 28 de nov · después, reembolso del 50 %');
    expect(termsLine({ ...terms, late_refund_percent: 0 }, deadline, new Date('2026-11-28T23:31:00.000Z'), { zone: LA, locale: 'es' })).toBe(
      'Sin reembolso: la cancelación gratuita terminó (3:30 p.m.)',
    );
    expect(termsLine(terms, deadline, new Date('2026-11-26T20:00:00.000Z'), { zone: LA, locale: 'zh-Hans' })).toBe('11月28日周六 15:30前可免费取消 · 之后退款 50%');
    expect(termsSummary({ free_hours: 1, late_refund_percent: 100 }, 'es')).toBe('Cancelación gratuita hasta 1 hora antes del inicio · después, reembolso total');
  });
});

describe('mail in the recipient’s language', () => {
  const source = {
    booking: { id: 'b1', amount_cents: 4500, voucher_code: 'ABCD2345', refund_cents: null },
    deal: {
      title: 'Sunset kayak',
      business_name: 'Bay Adventures',
      location: 'Pier 40',
      latitude: 37.78,
      longitude: -122.39,
      time_zone: LA,
      expires_at: null,
      cancel_free_hours: 24,
      cancel_late_refund_percent: 50,
    },
    startsAt: '2026-11-29T17:00:00.000Z',
  };
  const account = { email: 'ana@example.com', booking_email: '', booking_updates: true };

  it('writes a booking mail in the account’s language; a guest’s and an account without one in English', () => {
    const spanish = bookingMail('booking_confirmed', source, { ...account, locale: 'es' }, null, NOW);
    expect(spanish).toMatchObject({ locale: 'es', data: { when: 'dom, 29 de nov, 9:00 a.m. PST', terms: 'Cancelación gratuita hasta 9:00 a.m. del sáb, 28 de nov · después, reembolso del 50 %' } });
    expect(bookingMail('booking_confirmed', source, { ...account, locale: 'zh-Hans' }, null, NOW)?.data).toMatchObject({ when: '11月29日周日 GMT-8 09:00' });
    expect(bookingMail('booking_confirmed', source, null, 'guest@example.com', NOW)).toMatchObject({ locale: 'en', data: { when: 'Sun, Nov 29, 9:00 AM PST' } });
    expect(bookingMail('booking_confirmed', source, { ...account, locale: 'fr' }, null, NOW)?.locale).toBe('en');
  });

  it('writes a waitlist offer in the waiter’s language', () => {
    const offer = waitlistOfferMail(
      {
        entry: { id: 'e1', token: 't', email: null, offer_expires_at: '2026-11-24T20:10:00.000Z' },
        deal: { title: 'Kayak', time_zone: LA, expires_at: '2026-11-30T20:00:00.000Z' },
        startsAt: null,
        account: { ...account, locale: 'es' },
      },
      NOW,
    );
    expect(offer).toMatchObject({ locale: 'es', data: { sessionTime: 'Cualquier día hasta el 30 nov', claimBy: '12:10 p.m. PST' } });
  });
});

describe('alert notices', () => {
  const source = {
    moment: 'price_drop' as const,
    deal_id: 'd1',
    deal_title: 'Sunset kayak tour',
    business_name: 'Laguna Coast',
    starts_at: hoursFromNow(50 / 60),
    time_zone: LA,
    price: 44.5,
    previous_price: 60,
    distance_m: 1287,
  };

  it('say what happened, when, how far (kilometres) and the price in each language', () => {
    expect(alertNotice(source, NOW, 'es')).toMatchObject({ title: 'Bajó de precio: Sunset kayak tour', body: 'Empieza en 50 min · a 1.3 km · $44.50 (antes $60)' });
    expect(alertNotice({ ...source, moment: 'new_deal', starts_at: hoursFromNow(4) }, NOW, 'zh-Hans')).toMatchObject({
      title: 'Laguna Coast 上新：Sunset kayak tour',
      body: '今天 16:00 GMT-8 · 距离 1.3 km · US$44.50（原价 US$60）',
    });
  });
});

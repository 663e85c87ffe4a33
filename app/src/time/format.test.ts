import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_NOW, sampleSessionDeal } from '@spur/demo-data';
import { formatDay as domainDay, formatTime as domainTime, formatWeekdayDate as domainWeekdayDate } from '@spur/domain';
import { formatDate as kitDate, formatPrice as kitPrice } from '@spur/ui-kit';
import { loadLocale } from '../i18n/catalogs';
import { dealTermsLine } from './cancellation';
import {
  formatCount,
  formatCurrency,
  formatDate,
  formatDay,
  formatDeadline,
  formatDistance,
  formatFullDate,
  formatGroupedCount,
  formatMoney,
  formatPercent,
  formatPrice,
  formatSessionStart,
  formatTime,
  formatWeekdayDateTime,
} from './format';
import { dealTiming, sessionWhen } from './present';

// SAMPLE_NOW is Tue, Nov 24, 12:00 PM in Los Angeles.
const LA = 'America/Los_Angeles';
const inMinutes = (minutes: number) => new Date(SAMPLE_NOW.getTime() + minutes * 60_000);
const todayEvening = '2026-11-25T01:30:00Z'; // Tue 5:30 PM
const tomorrowMorning = '2026-11-25T17:00:00Z'; // Wed 9:00 AM
const saturday = '2026-11-28T17:00:00Z'; // Sat 9:00 AM

describe('formats in every language', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it('prices in dollars: "$45" in English and Spanish, "US$45" in Chinese', () => {
    expect([formatMoney(45), formatMoney(42.5), formatMoney(45, 'es'), formatMoney(42.5, 'zh-Hans')]).toEqual(['$45', '$42.50', '$45', 'US$42.50']);
    expect(formatCurrency(4900, 'EUR', 'es')).toBe('EUR\u00a049.00');
    expect(formatCurrency(4900, 'ABCD')).toBe('49.00 ABCD');
  });

  it('counts: one figure up to four digits, grouped from five', () => {
    expect([formatCount(1000), formatCount(12000, 'es'), formatCount(1000, 'zh-Hans')]).toEqual(['1000', '12,000', '1000']);
  });

  it('totals grouped from four digits, prices with cents, percentages', () => {
    expect([formatGroupedCount(1200), formatGroupedCount(1200, 'es'), formatGroupedCount(1200, 'zh-Hans')]).toEqual(['1,200', '1,200', '1,200']);
    expect([formatPrice(1234.5), formatPrice(1234.5, 'es'), formatPrice(1234.5, 'zh-Hans')]).toEqual(['$1,234.50', '$1,234.50', 'US$1,234.50']);
    expect([formatPercent(12.5), formatPercent(15, 'es'), formatPercent(12.5, 'zh-Hans')]).toEqual(['12.5%', '15%', '12.5%']);
  });

  it('distances: miles in English, kilometres in Spanish and Chinese', () => {
    expect([formatDistance(60), formatDistance(2400), formatDistance(12000)]).toEqual(['200 ft', '1.5 mi', '7.5 mi']);
    expect([formatDistance(60, 'es'), formatDistance(2400, 'es'), formatDistance(12000, 'es')]).toEqual(['60 m', '2.4 km', '12 km']);
    expect([formatDistance(60, 'zh-Hans'), formatDistance(2400, 'zh-Hans')]).toEqual(['60米', '2.4公里']);
  });

  it('"starts in 40 min" is the language\'s relative time', () => {
    expect(formatSessionStart(inMinutes(40), SAMPLE_NOW, { zone: LA })).toBe('Starts in 40 min');
    expect(formatSessionStart(inMinutes(40), SAMPLE_NOW, { zone: LA }, 'es')).toBe('Empieza dentro de 40 min');
    expect(formatSessionStart(inMinutes(40), SAMPLE_NOW, { zone: LA }, 'zh-Hans')).toBe('40分钟后开始');
  });

  it('today, tomorrow and a later day, in venue time', () => {
    expect([todayEvening, tomorrowMorning, saturday].map((at) => formatSessionStart(at, SAMPLE_NOW, { zone: LA }))).toEqual(['Today 5:30 PM', 'Tomorrow 9:00 AM', 'Sat, Nov 28, 9:00 AM']);
    expect([todayEvening, tomorrowMorning, saturday].map((at) => formatSessionStart(at, SAMPLE_NOW, { zone: LA }, 'es'))).toEqual(['Hoy, 5:30 p.m.', 'Mañana, 9:00 a.m.', 'sáb, 28 de nov, 9:00 a.m.']);
    expect([todayEvening, tomorrowMorning, saturday].map((at) => formatSessionStart(at, SAMPLE_NOW, { zone: LA }, 'zh-Hans'))).toEqual(['今天 17:30', '明天 9:00', '11月28日周六 9:00']);
  });

  it("names the venue's zone when the viewer is elsewhere, in the language's order", () => {
    const elsewhere = { zone: LA, viewerZone: 'Europe/Berlin' };
    expect(formatTime(todayEvening, elsewhere)).toBe('5:30 PM PST');
    expect(formatTime(todayEvening, elsewhere, 'es')).toBe('5:30 p.m. PST');
    expect(formatTime(todayEvening, elsewhere, 'zh-Hans')).toBe('GMT-8 17:30');
    expect(formatTime(todayEvening, { zone: LA, viewerZone: LA }, 'zh-Hans')).toBe('17:30');
  });

  it('"Today" and "Tomorrow" are the language\'s own words', () => {
    expect([todayEvening, tomorrowMorning].map((at) => formatDay(at, SAMPLE_NOW, LA))).toEqual(['Today', 'Tomorrow']);
    expect([todayEvening, tomorrowMorning].map((at) => formatDay(at, SAMPLE_NOW, LA, 'es'))).toEqual(['Hoy', 'Mañana']);
    expect([todayEvening, tomorrowMorning].map((at) => formatDay(at, SAMPLE_NOW, LA, 'zh-Hans'))).toEqual(['今天', '明天']);
  });

  it("a day and time with the weekday, naming the venue's zone when the viewer is elsewhere", () => {
    const elsewhere = { zone: LA, viewerZone: 'Europe/Berlin' };
    expect([formatWeekdayDateTime(saturday, { zone: LA }), formatWeekdayDateTime(saturday, elsewhere)]).toEqual(['Sat, Nov 28, 9:00 AM', 'Sat, Nov 28, 9:00 AM PST']);
    expect([formatWeekdayDateTime(saturday, elsewhere, 'es'), formatWeekdayDateTime(saturday, elsewhere, 'zh-Hans')]).toEqual(['sáb, 28 de nov, 9:00 a.m. PST', '11月28日周六 GMT-8 09:00']);
  });

  it('dates: Chinese writes month and day with their characters', () => {
    expect([formatDay(saturday, SAMPLE_NOW, LA), formatDay(saturday, SAMPLE_NOW, LA, 'es'), formatDay(saturday, SAMPLE_NOW, LA, 'zh-Hans')]).toEqual([
      'Saturday, November 28',
      'sábado, 28 de noviembre',
      '11月28日星期六',
    ]);
    expect([formatDate(saturday, SAMPLE_NOW, LA, 'zh-Hans'), formatFullDate('2026-11-22T18:00:00Z', LA, 'zh-Hans')]).toEqual(['11月28日', '2026年11月22日']);
    expect([formatFullDate(saturday, LA, 'es'), formatFullDate('not a date', LA, 'es')]).toEqual(['28 nov 2026', 'not a date']);
    expect(formatDeadline(new Date('2026-11-28T23:30:00Z'), SAMPLE_NOW, { zone: LA }, 'es')).toBe('3:30 p.m. del sáb, 28 de nov');
    expect(sessionWhen(saturday, LA, SAMPLE_NOW, LA, 'es')).toBe('sábado, 28 de noviembre, 9:00 a.m.');
  });

  it("a card's time and price drop, and the terms line, in the language", () => {
    expect(dealTiming(sampleSessionDeal, SAMPLE_NOW, LA, 'es')).toMatchObject({ startLabel: 'Empieza dentro de 40 min', priceDropLabel: 'El precio baja a $45 a las 12:25 p.m.' });
    expect(dealTiming(sampleSessionDeal, SAMPLE_NOW, LA, 'zh-Hans')).toMatchObject({ startLabel: '40分钟后开始', priceDropLabel: '12:25前降至 US$45' });
    const deal = { ...sampleSessionDeal, cancellation: { free_hours: 24, late_refund_percent: 50 } };
    expect(dealTermsLine(deal, null, SAMPLE_NOW, LA, 'es')).toBe('Cancelación gratuita hasta 24 horas antes del inicio · después, reembolso del 50%');
    expect(dealTermsLine(deal, '2026-11-28T23:30:00.000Z', SAMPLE_NOW, LA, 'zh-Hans')).toBe('11月27日周五 15:30前可免费取消 · 之后退款 50%');
  });
});

describe("in English, as the domain's and the kit's formatters", () => {
  const NOW = new Date('2026-11-20T17:00:00.000Z');
  const STARTS = ['2026-11-20T22:30:00.000Z', '2026-11-21T17:00:00.000Z', '2026-11-28T18:00:00.000Z', '2027-01-02T03:05:00.000Z'];

  it('times, days and dates in venue time', () => {
    for (const at of STARTS) {
      for (const viewerZone of [undefined, 'Europe/London', 'America/Vancouver']) expect(formatTime(at, { zone: LA, viewerZone })).toBe(domainTime(at, { zone: LA, viewerZone }));
      expect(formatDay(at, NOW, LA)).toBe(domainDay(at, NOW, LA));
      expect(formatWeekdayDateTime(at, { zone: LA, viewerZone: 'Europe/London' })).toBe(`${domainWeekdayDate(at, LA)}, ${domainTime(at, { zone: LA, viewerZone: 'Europe/London' })}`);
      expect(formatFullDate(at, LA)).toBe(kitDate(at, LA));
    }
  });

  it('dollars with cents', () => {
    for (const dollars of [0, 49, 1234.5, 98765.005]) expect(formatPrice(dollars)).toBe(kitPrice(dollars));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { formatDay, formatTime, formatWeekdayDate, termsSummary as domainTermsSummary } from '@spur/domain';
import { formatDate as kitDate, formatPrice as kitPrice } from '@spur/ui-kit';
import { loadLocale } from '../../i18n/catalogs';
import { termsSummary } from './CancellationFields';
import { formatAmount, formatCount, formatPercent, formatPrice, formatShortDate, formatVenueDateTime, formatVenueDay, formatVenueTime } from './formats';
import { durationShort, durationWords } from './priceDropPreview';

const LA = 'America/Los_Angeles';
const NOW = new Date('2026-11-20T17:00:00.000Z');
const STARTS = ['2026-11-20T22:30:00.000Z', '2026-11-21T17:00:00.000Z', '2026-11-28T18:00:00.000Z', '2027-01-02T03:05:00.000Z'];

/** `Intl` separates some parts with no-break spaces; the comparisons read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

describe('formats in English', () => {
  it("read as the domain's and the kit's formatters", () => {
    for (const at of STARTS) {
      expect(formatVenueTime(at, LA)).toBe(formatTime(at, { zone: LA }));
      expect(formatVenueTime(at, LA, 'en', 'Europe/London')).toBe(formatTime(at, { zone: LA, viewerZone: 'Europe/London' }));
      expect(formatVenueTime(at, LA, 'en', 'America/Vancouver')).toBe(formatTime(at, { zone: LA, viewerZone: 'America/Vancouver' }));
      expect(formatVenueDay(at, NOW, LA)).toBe(formatDay(at, NOW, LA));
      expect(formatVenueDateTime(at, LA, 'en', 'Europe/London')).toBe(`${formatWeekdayDate(at, LA)}, ${formatTime(at, { zone: LA, viewerZone: 'Europe/London' })}`);
      expect(formatShortDate(at, 'en', LA)).toBe(kitDate(at, LA));
    }
    for (const dollars of [0, 49, 1234.5, 98765.005]) expect(formatPrice(dollars)).toBe(kitPrice(dollars));
    expect(formatAmount(45)).toBe('$45');
    expect(formatAmount(42.5)).toBe('$42.50');
    expect(formatCount(1200)).toBe('1,200');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it("the cancellation terms read as the domain's", () => {
    for (const free_hours of [0, 1, 24]) {
      for (const late_refund_percent of [0, 50, 100]) {
        expect(termsSummary({ free_hours, late_refund_percent })).toBe(domainTermsSummary({ free_hours, late_refund_percent }));
      }
    }
  });
});

describe('formats in other languages', () => {
  it('Spanish: its days, times, amounts and durations', () => {
    expect(formatVenueDay(STARTS[0]!, NOW, LA, 'es')).toBe('Hoy');
    expect(formatVenueDay(STARTS[1]!, NOW, LA, 'es')).toBe('Mañana');
    expect(formatVenueDay(STARTS[2]!, NOW, LA, 'es')).toBe('sábado, 28 de noviembre');
    expect(spaced(formatVenueTime(STARTS[0]!, LA, 'es'))).toBe('2:30 p.m.');
    expect(formatShortDate(STARTS[2]!, 'es', LA)).toBe('28 nov 2026');
    expect(formatPrice(1234.5, 'es')).toBe('$1,234.50');
    expect(durationWords(150, 'es')).toBe('2 horas y 30 minutos');
    expect(durationShort(165, 'es')).toBe('2 h 45 min');
    expect(termsSummary({ free_hours: 1, late_refund_percent: 50 }, 'es')).toBe('Cancelación gratuita hasta 1 hora antes del inicio · después, reembolso del 50%');
  });

  it('Chinese: its days, times, amounts and durations; dollars are US dollars', () => {
    expect(formatVenueDay(STARTS[0]!, NOW, LA, 'zh-Hans')).toBe('今天');
    expect(formatVenueDay(STARTS[2]!, NOW, LA, 'zh-Hans')).toBe('11月28日星期六');
    expect(formatVenueTime(STARTS[0]!, LA, 'zh-Hans')).toBe('14:30');
    expect(formatShortDate(STARTS[2]!, 'zh-Hans', LA)).toBe('2026年11月28日');
    expect(formatPrice(1234.5, 'zh-Hans')).toBe('US$1,234.50');
    expect(durationWords(150, 'zh-Hans')).toBe('2小时30分钟');
    expect(termsSummary({ free_hours: 24, late_refund_percent: 100 }, 'zh-Hans')).toBe('开始前24小时可免费取消 · 之后全额退款');
  });
});

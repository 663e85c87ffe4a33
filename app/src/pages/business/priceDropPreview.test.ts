import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/catalogs';
import { durationShort, durationWords, priceDropPreview } from './priceDropPreview';

describe('priceDropPreview', () => {
  it('steps a 1-hour drop from the list price to the floor a quarter hour before the start', () => {
    const { points, caption } = priceDropPreview(60, { floor_price: 40, window_minutes: 60 });
    expect(points.map((point) => [point.label, point.display])).toEqual([
      ['1 h before', '$60'],
      ['45 min before', '$53.33'],
      ['30 min before', '$46.67'],
      ['15 min before', '$40'],
    ]);
    expect(caption).toBe('From 1 hour before the start the price falls every 15 minutes, from $60 to $40 at 15 minutes before it.');
  });

  it('drops straight to the floor over a single quarter hour', () => {
    const { points, caption } = priceDropPreview(30, { floor_price: 25, window_minutes: 15 });
    expect(points).toEqual([{ label: '15 min before', value: 25, display: '$25' }]);
    expect(caption).toBe('In the last 15 minutes before the start the price is $25 instead of $30.');
  });

  it('has one step per quarter hour of a day-long window', () => {
    const { points, caption } = priceDropPreview(120, { floor_price: 70, window_minutes: 1440 });
    expect(points).toHaveLength(96);
    expect(points[0]).toMatchObject({ label: '24 h before', value: 120 });
    expect(points[95]).toMatchObject({ label: '15 min before', value: 70 });
    expect(caption).toContain('From 24 hours before the start');
  });

  it('words durations', () => {
    expect(durationWords(150)).toBe('2 hours 30 minutes');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(1)).toBe('1 minute');
    expect(durationShort(165)).toBe('2 h 45 min');
    expect(durationShort(30)).toBe('30 min');
  });

  describe('in other languages', () => {
    beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

    it('words durations in Spanish and Chinese', () => {
      expect(durationWords(150, 'es')).toBe('2 horas y 30 minutos');
      expect(durationShort(165, 'es')).toBe('2 h 45 min');
      expect(durationWords(150, 'zh-Hans')).toBe('2小时30分钟');
    });
  });
});

import { describe, expect, it } from 'vitest';
import { discountPercent, formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('formats dollars as US currency', () => {
    expect(formatPrice(49)).toBe('$49.00');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('formats in the locale given', () => {
    expect(formatPrice(1234.5, 'es-US')).toBe('$1,234.50');
    expect(formatPrice(49, 'zh-Hans-CN')).toBe('US$49.00');
  });
});

describe('formatDate', () => {
  it('shows an ISO date-time as a short US date in the given zone, and leaves an unparsable one as is', () => {
    expect(formatDate('2026-11-22T18:00:00Z', 'UTC')).toBe('Nov 22, 2026');
    expect(formatDate('soon')).toBe('soon');
  });

  it('formats in the locale given', () => {
    expect(formatDate('2026-11-22T18:00:00Z', 'UTC', 'es-US')).toBe('22 nov 2026');
    expect(formatDate('2026-11-22T18:00:00Z', 'UTC', 'zh-Hans-CN')).toBe('2026年11月22日');
  });
});

describe('discountPercent', () => {
  it('rounds the saving against the original price', () => {
    expect(discountPercent(49, 75)).toBe(35);
    expect(discountPercent(50, 75)).toBe(33);
    expect(discountPercent(100, 150)).toBe(33);
    expect(discountPercent(0, 20)).toBe(100);
  });

  it('is null without a real discount', () => {
    expect(discountPercent(49, null)).toBeNull();
    expect(discountPercent(49, undefined)).toBeNull();
    expect(discountPercent(49, 49)).toBeNull();
    expect(discountPercent(49, 40)).toBeNull();
    expect(discountPercent(99.9, 100)).toBeNull();
    expect(discountPercent(49, Number.NaN)).toBeNull();
    expect(discountPercent(49, 0)).toBeNull();
  });
});

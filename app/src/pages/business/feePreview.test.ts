import { describe, expect, it } from 'vitest';
import { receiveLine } from './feePreview';

describe('receiveLine', () => {
  it('says what the business receives of the price after Spur’s fee', () => {
    expect(receiveLine('50', 15)).toBe('You receive $42.50 of $50.00');
    expect(receiveLine(' 19.99 ', 15)).toBe('You receive $16.99 of $19.99');
    expect(receiveLine('50', 12.5)).toBe('You receive $43.75 of $50.00');
  });

  it('says nothing for a price that is not valid yet, or while the fee is unknown', () => {
    expect(receiveLine('', 15)).toBeNull();
    expect(receiveLine('0', 15)).toBeNull();
    expect(receiveLine('-3', 15)).toBeNull();
    expect(receiveLine('abc', 15)).toBeNull();
    expect(receiveLine('50', undefined)).toBeNull();
  });
});

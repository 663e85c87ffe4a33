import { describe, expect, it } from 'vitest';
import { MESSAGES, VOUCHER_ALPHABET } from '@spur/contract';
import { checkInDecision, formatVoucherCode, newVoucherCode, normalizeVoucherCode, parseVoucherCode, type VoucherHolder } from './vouchers';

describe('voucher codes', () => {
  it('reads case, spaces, dashes and look-alike letters', () => {
    expect(normalizeVoucherCode('abcd-2345')).toBe('ABCD2345');
    expect(normalizeVoucherCode(' AB CD 23 45 ')).toBe('ABCD2345');
    expect(normalizeVoucherCode('OIL0-ABCD')).toBe('0110ABCD');
  });

  it('refuses other shapes', () => {
    for (const input of ['', 'ABCD234', 'ABCD23456', 'ABCD-234U', 'ABCD_2345', 'ÄBCD2345']) expect(normalizeVoucherCode(input)).toBeNull();
    expect(() => parseVoucherCode('nope')).toThrow(MESSAGES.voucherCodeShape);
  });

  it('draws every character of the alphabet from random bytes', () => {
    const bytes = Uint8Array.from({ length: 8 }, (_, index) => index * 36);
    const code = newVoucherCode(() => bytes);
    expect(code).toHaveLength(8);
    expect([...code].every((char) => VOUCHER_ALPHABET.includes(char))).toBe(true);
    expect(newVoucherCode(() => new Uint8Array(8).fill(255))).toBe('ZZZZZZZZ');
    expect(normalizeVoucherCode(formatVoucherCode(code))).toBe(code);
    expect(formatVoucherCode('ABCD2345')).toBe('ABCD-2345');
  });
});

describe('checkInDecision', () => {
  const now = new Date('2026-03-10T18:00:00Z');
  const holder: VoucherHolder = {
    status: 'confirmed',
    checked_in_at: null,
    owner_id: 'biz',
    session_starts_at: new Date('2026-03-10T20:00:00Z'),
    time_zone: 'America/Los_Angeles',
  };

  it('admits a confirmed booking of the day', () => {
    expect(checkInDecision(holder, 'biz', now)).toBe('checked_in');
    expect(checkInDecision({ ...holder, session_starts_at: null }, 'biz', now)).toBe('checked_in');
  });

  it('says when the guest was admitted before', () => {
    expect(checkInDecision({ ...holder, checked_in_at: now }, 'biz', now)).toBe('already_checked_in');
  });

  it('warns about another day in venue time, and admits when accepted', () => {
    // 04:00 UTC on the 11th is still the 10th in Los Angeles.
    expect(checkInDecision({ ...holder, session_starts_at: new Date('2026-03-11T04:00:00Z') }, 'biz', now)).toBe('checked_in');
    const tomorrow = { ...holder, session_starts_at: new Date('2026-03-11T18:00:00Z') };
    expect(checkInDecision(tomorrow, 'biz', now)).toBe('other_day');
    expect(checkInDecision(tomorrow, 'biz', now, true)).toBe('checked_in');
  });

  it('refuses unknown, pending, other businesses and cancelled, in that order', () => {
    expect(() => checkInDecision(undefined, 'biz', now)).toThrow(MESSAGES.voucherNotValid);
    expect(() => checkInDecision({ ...holder, status: 'pending' }, 'biz', now)).toThrow(MESSAGES.voucherNotValid);
    expect(() => checkInDecision({ ...holder, status: 'cancelled' }, 'other', now)).toThrow(MESSAGES.voucherOtherBusiness);
    expect(() => checkInDecision({ ...holder, status: 'cancelled' }, 'biz', now)).toThrow(MESSAGES.voucherCancelled);
  });
});

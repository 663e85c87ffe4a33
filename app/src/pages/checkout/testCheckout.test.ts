import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { formatAmount, resolveReturnUrl, validateCheckoutEmail } from './testCheckout';

describe('validateCheckoutEmail (the contract’s rule)', () => {
  it('asks for an email when blank', () => {
    expect(validateCheckoutEmail('')).toBe(MESSAGES.enterEmail);
    expect(validateCheckoutEmail('   ')).toBe(MESSAGES.enterEmail);
    expect(MESSAGES.enterEmail).toBe('Please enter your email address.');
  });

  it('rejects malformed addresses', () => {
    for (const value of ['guest', 'guest@', '@example.com', 'guest@example', 'a b@example.com']) {
      expect(validateCheckoutEmail(value)).toBe('Please enter a valid email address.');
    }
  });

  it('accepts a valid address, surrounding spaces included', () => {
    expect(validateCheckoutEmail('guest@example.com')).toBeNull();
    expect(validateCheckoutEmail('  guest@example.com ')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('formats cents as US dollars', () => {
    expect(formatAmount(4900)).toBe('$49.00');
    expect(formatAmount(4950, 'usd')).toBe('$49.50');
    expect(formatAmount(123456, 'USD')).toBe('$1,234.56');
  });
  it('formats other currencies with their code', () => {
    expect(formatAmount(4900, 'eur')).toBe('€49.00');
  });
});

describe('resolveReturnUrl', () => {
  const origin = 'https://spur.example';
  it('app paths are client-side navigations', () => {
    expect(resolveReturnUrl('/success?session_id=cs_test_1', origin)).toEqual({ path: '/success?session_id=cs_test_1' });
    expect(resolveReturnUrl('/cancel', origin)).toEqual({ path: '/cancel' });
  });
  it('absolute URLs of this origin too', () => {
    expect(resolveReturnUrl('https://spur.example/success?session_id=x', origin)).toEqual({ path: '/success?session_id=x' });
  });
  it('anything else is a full page load', () => {
    expect(resolveReturnUrl('https://checkout.stripe.com/c/pay/cs_live_1', origin)).toEqual({
      href: 'https://checkout.stripe.com/c/pay/cs_live_1',
    });
    expect(resolveReturnUrl('//evil.example/x', origin)).toEqual({ href: '//evil.example/x' });
  });
});

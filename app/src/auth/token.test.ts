import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fakes';
import { assertIdToken, claimsSayBusiness, decodeTokenPayload, TokenError } from './token';

describe('identity token checks', () => {
  it('accepts tokens starting with "ey"', () => {
    const token = fakeJwt();
    expect(assertIdToken(token)).toBe(token);
  });

  it('rejects a missing token: "No JWT token available"', () => {
    expect(() => assertIdToken(null)).toThrow(new TokenError('No JWT token available'));
    expect(() => assertIdToken('')).toThrow('No JWT token available');
  });

  it('rejects anything else: "Invalid JWT token format"', () => {
    expect(() => assertIdToken('email:someone@example.com')).toThrow('Invalid JWT token format');
    expect(() => assertIdToken('Bearer eyJ')).toThrow('Invalid JWT token format');
  });

  it('decodes the payload (base64url, UTF-8)', () => {
    expect(decodeTokenPayload(fakeJwt({ sub: 'u1', name: 'Zoë' }))).toEqual({ sub: 'u1', name: 'Zoë' });
    expect(decodeTokenPayload('not-a-jwt')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
  });

  it('recognises business partners by claim or group (SPEC §6)', () => {
    expect(claimsSayBusiness(fakeJwt({ 'custom:user_type': 'business' }))).toBe(true);
    expect(claimsSayBusiness(fakeJwt({ 'cognito:groups': ['business-partners'] }))).toBe(true);
    expect(claimsSayBusiness(fakeJwt({ 'custom:user_type': 'regular', 'cognito:groups': ['other'] }))).toBe(false);
    expect(claimsSayBusiness(null)).toBe(false);
  });
});

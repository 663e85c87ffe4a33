import { describe, expect, it } from 'vitest';
import { clearAuthData, hasStoredAmplifySignIn, readStoredAuth, storeAuth, storeUserType, STORAGE_KEYS } from './storage';

describe('auth storage', () => {
  it('stores the email, the token and the user type under the spec\'s keys', () => {
    storeAuth({ email: 'a@b.co', token: 'eyJ.x.y' });
    storeUserType('business');
    expect(localStorage.getItem('userEmail')).toBe('a@b.co');
    expect(localStorage.getItem('jwtToken')).toBe('eyJ.x.y');
    expect(localStorage.getItem('userType')).toBe('business');
    expect(readStoredAuth()).toEqual({ email: 'a@b.co', userType: 'business', token: 'eyJ.x.y' });
  });

  it('clears auth and legacy preference keys from both storages, leaving the rest', () => {
    for (const store of [localStorage, sessionStorage]) {
      for (const key of Object.values(STORAGE_KEYS)) store.setItem(key, 'x');
      store.setItem('marketingEmails', 'true');
      store.setItem('bookingUpdates', 'true');
      store.setItem('spur-demo-db-v1', '{}');
      store.setItem('CognitoIdentityServiceProvider.client.user.idToken', 'ey');
    }
    clearAuthData();
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem('userEmail')).toBeNull();
      expect(store.getItem('userType')).toBeNull();
      expect(store.getItem('jwtToken')).toBeNull();
      expect(store.getItem('marketingEmails')).toBeNull();
      expect(store.getItem('bookingUpdates')).toBeNull();
      expect(store.getItem('spur-demo-db-v1')).toBe('{}');
      expect(store.getItem('CognitoIdentityServiceProvider.client.user.idToken')).toBe('ey');
    }
    clearAuthData({ includeAmplify: true });
    expect(localStorage.getItem('CognitoIdentityServiceProvider.client.user.idToken')).toBeNull();
    expect(localStorage.getItem('spur-demo-db-v1')).toBe('{}');
  });

  it('knows whether Amplify holds a signed-in user', () => {
    expect(hasStoredAmplifySignIn()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'user');
    expect(hasStoredAmplifySignIn()).toBe(true);
  });
});

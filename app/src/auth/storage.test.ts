import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthData, hasStoredAmplifySignIn, moveLegacySignInToCookies, readStoredAuth, storeAuth, storeUserType, STORAGE_KEYS } from './storage';

const PREFIX = 'CognitoIdentityServiceProvider.client';

/** A cookie as Amplify's CookieStorage (js-cookie) writes it: the name's `@` encoded. */
const setCookie = (name: string, value: string) => {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/`;
};
const cookieNames = () => (document.cookie ? document.cookie.split('; ').map((pair) => decodeURIComponent(pair.split('=')[0]!)) : []);

afterEach(() => {
  clearAuthData({ includeAmplify: true });
  for (const name of cookieNames()) document.cookie = `${encodeURIComponent(name)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  localStorage.clear();
});

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

  it('knows whether Amplify holds a signed-in user, in its cookies or in an older build\'s localStorage', () => {
    expect(hasStoredAmplifySignIn()).toBe(false);
    setCookie(`${PREFIX}.someone@spur.example.idToken`, 'eyJ');
    expect(hasStoredAmplifySignIn()).toBe(false);
    setCookie(`${PREFIX}.LastAuthUser`, 'someone@spur.example');
    expect(hasStoredAmplifySignIn()).toBe(true);
    clearAuthData({ includeAmplify: true });
    expect(hasStoredAmplifySignIn()).toBe(false);
    localStorage.setItem(`${PREFIX}.LastAuthUser`, 'user');
    expect(hasStoredAmplifySignIn()).toBe(true);
  });

  it('clears Amplify\'s cookies with includeAmplify only, leaving other cookies', () => {
    setCookie(`${PREFIX}.LastAuthUser`, 'someone@spur.example');
    setCookie(`${PREFIX}.someone@spur.example.idToken`, 'eyJ');
    setCookie('unrelated', 'kept');
    clearAuthData();
    expect(cookieNames()).toContain(`${PREFIX}.LastAuthUser`);
    clearAuthData({ includeAmplify: true });
    expect(cookieNames()).toEqual(['unrelated']);
  });

  it('moves an older build\'s sign-in from localStorage into the cookies once', async () => {
    localStorage.setItem(`${PREFIX}.LastAuthUser`, 'someone@spur.example');
    localStorage.setItem(`${PREFIX}.someone@spur.example.idToken`, 'eyJ.id');
    localStorage.setItem('userEmail', 'someone@spur.example');
    const written = new Map<string, string>();
    const cookies = { setItem: async (key: string, value: string) => void written.set(key, value) };
    await moveLegacySignInToCookies(cookies);
    expect(Object.fromEntries(written)).toEqual({
      [`${PREFIX}.LastAuthUser`]: 'someone@spur.example',
      [`${PREFIX}.someone@spur.example.idToken`]: 'eyJ.id',
    });
    expect(localStorage.getItem(`${PREFIX}.LastAuthUser`)).toBeNull();
    expect(localStorage.getItem('userEmail')).toBe('someone@spur.example');
    written.clear();
    await moveLegacySignInToCookies(cookies);
    expect(written.size).toBe(0);
  });

  it('keeps a newer sign-in already in the cookies over an older one in localStorage', async () => {
    setCookie(`${PREFIX}.LastAuthUser`, 'newer@spur.example');
    localStorage.setItem(`${PREFIX}.LastAuthUser`, 'older@spur.example');
    const written: string[] = [];
    await moveLegacySignInToCookies({ setItem: async (key) => void written.push(key) });
    expect(written).toEqual([]);
    expect(localStorage.getItem(`${PREFIX}.LastAuthUser`)).toBeNull();
  });
});

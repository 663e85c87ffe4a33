/**
 * The browser storage keys SPEC §3 names (userEmail, userType, jwtToken) and the clearing rules
 * of SPEC §4: logout, a failed login and a stale sign-in clear every auth-related entry from
 * both localStorage and sessionStorage.
 */
import { BookingSchema, type Booking, type UserType } from '@spur/contract';
import { forgetOfflineVoucher } from '../pwa/offlineVoucher';

export const STORAGE_KEYS = {
  userEmail: 'userEmail',
  userType: 'userType',
  jwtToken: 'jwtToken',
  /** The last confirmed booking whose voucher was shown, for showing it offline. */
  lastVoucher: 'lastVoucher',
} as const;

/**
 * Preference keys older builds kept in the browser. Nothing writes them any more (preferences live
 * on the server); logout removes them so a shared computer keeps nothing of the last user.
 */
export const LEGACY_PREFERENCE_KEYS = [
  'emailPreferences',
  'marketingEmails',
  'marketing_emails',
  'marketingEmail',
  'marketing_email',
  'bookingUpdates',
  'booking_updates',
  'bookingEmail',
  'booking_email',
] as const;

/** Key prefixes under which aws-amplify keeps its tokens and sign-in state. */
const AMPLIFY_PREFIXES = ['CognitoIdentityServiceProvider.', 'amplify-', 'aws-amplify', 'com.amplify.'];

function stores(): Storage[] {
  const result: Storage[] = [];
  try {
    if (typeof localStorage !== 'undefined') result.push(localStorage);
    if (typeof sessionStorage !== 'undefined') result.push(sessionStorage);
  } catch {
    // Storage can be disabled (privacy modes); nothing to clear then.
  }
  return result;
}

function safeSet(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Quota or privacy mode: signing in still works from Amplify's own state.
  }
}

export function storeAuth({ email, token }: { email?: string | null; token?: string | null }) {
  if (email) safeSet(STORAGE_KEYS.userEmail, email);
  if (token) safeSet(STORAGE_KEYS.jwtToken, token);
}

export function storeUserType(userType: UserType) {
  safeSet(STORAGE_KEYS.userType, userType);
}

/** Keeps the booking whose voucher is shown, so the voucher still shows when the phone is offline. */
export function storeLastVoucher(booking: Booking) {
  safeSet(STORAGE_KEYS.lastVoucher, JSON.stringify(booking));
}

/** The kept booking when it is `bookingId`'s and still has its voucher; null otherwise. */
export function readLastVoucher(bookingId: string): Booking | null {
  try {
    const kept = BookingSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEYS.lastVoucher) ?? 'null'));
    return kept.success && kept.data.id === bookingId && kept.data.voucher_code ? kept.data : null;
  } catch {
    return null;
  }
}

export function readStoredAuth(): { email: string | null; userType: string | null; token: string | null } {
  try {
    return {
      email: localStorage.getItem(STORAGE_KEYS.userEmail),
      userType: localStorage.getItem(STORAGE_KEYS.userType),
      token: localStorage.getItem(STORAGE_KEYS.jwtToken),
    };
  } catch {
    return { email: null, userType: null, token: null };
  }
}

/** Where Amplify keeps a sign-in: `CognitoIdentityServiceProvider.<client>.<username>.<token>` and `.LastAuthUser`. */
const AMPLIFY_TOKEN_PREFIX = 'CognitoIdentityServiceProvider.';

/** The browser's cookies by decoded name, with the name as written (to expire it). */
function readCookies(): { name: string; written: string; value: string }[] {
  if (typeof document === 'undefined' || !document.cookie) return [];
  return document.cookie.split('; ').flatMap((pair) => {
    const separator = pair.indexOf('=');
    const written = separator === -1 ? pair : pair.slice(0, separator);
    try {
      return [{ name: decodeURIComponent(written), written, value: decodeURIComponent(pair.slice(separator + 1)) }];
    } catch {
      return [];
    }
  });
}

/** Amplify's cookies (`amplify.ts` moves its token storage there): every one of them, expired. */
function expireAmplifyCookies() {
  for (const { name, written } of readCookies()) {
    if (name.startsWith(AMPLIFY_TOKEN_PREFIX)) document.cookie = `${written}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
  }
}

/** The keys of `store` that are Amplify's. */
function amplifyKeys(store: Storage, prefixes: readonly string[]): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  return keys;
}

/**
 * Removes the app's auth keys and the legacy preference keys from local and session storage.
 * With `includeAmplify`, also Amplify's own token entries, its cookies and what older builds kept
 * in localStorage (used when Amplify itself cannot sign out, e.g. its module failed to load).
 */
export function clearAuthData({ includeAmplify = false }: { includeAmplify?: boolean } = {}) {
  const keys: string[] = [...Object.values(STORAGE_KEYS), ...LEGACY_PREFERENCE_KEYS];
  for (const store of stores()) {
    for (const key of keys) store.removeItem(key);
    if (includeAmplify) for (const key of amplifyKeys(store, AMPLIFY_PREFIXES)) store.removeItem(key);
  }
  // The service worker's copy of the last voucher page goes with the booking kept above.
  forgetOfflineVoucher();
  if (includeAmplify) expireAmplifyCookies();
}

const isLastAuthUser = (key: string) => key.startsWith(AMPLIFY_TOKEN_PREFIX) && key.endsWith('.LastAuthUser');

/**
 * Whether Amplify holds a signed-in user in this browser: in its cookies, or in the localStorage
 * of an older build (`moveLegacySignInToCookies` moves it once Amplify loads). Lets the start-up
 * check skip loading Amplify at all for visitors who never signed in.
 */
export function hasStoredAmplifySignIn(): boolean {
  if (readCookies().some(({ name }) => isLastAuthUser(name))) return true;
  try {
    return amplifyKeys(localStorage, [AMPLIFY_TOKEN_PREFIX]).some(isLastAuthUser);
  } catch {
    // Storage disabled: ask Amplify instead.
    return true;
  }
}

/**
 * Older builds let Amplify keep its tokens in localStorage: copies them into `cookies` (Amplify's
 * storage now), then removes them, so a person signed in before the move stays signed in. Does
 * nothing once moved, or when cookies already hold a sign-in (the newer one wins).
 */
export async function moveLegacySignInToCookies(cookies: { setItem(key: string, value: string): Promise<void> }): Promise<void> {
  let legacy: string[];
  try {
    legacy = amplifyKeys(localStorage, [AMPLIFY_TOKEN_PREFIX]);
  } catch {
    return;
  }
  if (legacy.length === 0) return;
  if (!readCookies().some(({ name }) => isLastAuthUser(name))) {
    for (const key of legacy) {
      const value = localStorage.getItem(key);
      if (value !== null) await cookies.setItem(key, value);
    }
  }
  for (const key of legacy) localStorage.removeItem(key);
}

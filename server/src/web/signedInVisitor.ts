/**
 * Who is asking for a page, for rendering it only (issue 32): the identity token Amplify keeps in
 * its cookies (`CognitoIdentityServiceProvider.<clientId>.LastAuthUser` names the user, and
 * `….<user>.idToken` holds the token), verified with the API's own verifier. The API never reads
 * these cookies: it authenticates the `Authorization` header alone, so a cookie adds no CSRF surface.
 */
import type { IdentityClaims } from '../auth/claims';
import type { TokenVerifier } from '../auth/verifier';

export interface SignedInVisitor {
  /** The verified identity token, the render's bearer for the visitor's own data (reads only). */
  idToken: string;
  claims: IdentityClaims;
}

/** The cookies of a `Cookie` header by name, both decoded as Amplify's CookieStorage (js-cookie) encodes them. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    try {
      const name = decodeURIComponent(pair.slice(0, separator).trim());
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(separator + 1).trim()));
    } catch {
      // A malformed escape names no cookie of Amplify's.
    }
  }
  return cookies;
}

/** Whether the `Cookie` header holds any of Amplify's sign-in cookies for `clientId` (verified or not). */
export function hasSignInCookies(header: string | undefined, clientId: string): boolean {
  const prefix = `CognitoIdentityServiceProvider.${clientId}.`;
  return [...parseCookies(header).keys()].some((name) => name.startsWith(prefix));
}

/** The identity token Amplify keeps for `clientId`'s last signed-in user, unverified; null when there is none. */
export function cognitoIdTokenCookie(header: string | undefined, clientId: string): string | null {
  const cookies = parseCookies(header);
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const user = cookies.get(`${prefix}.LastAuthUser`);
  return (user && cookies.get(`${prefix}.${user}.idToken`)) || null;
}

/** The visitor the cookies sign in, verified; null for a guest, and for a cookie that does not verify (expired, forged, another pool's). */
export async function signedInVisitor(
  header: string | undefined,
  { verifier, clientId }: { verifier: TokenVerifier; clientId: string },
): Promise<SignedInVisitor | null> {
  const idToken = cognitoIdTokenCookie(header, clientId);
  if (!idToken) return null;
  try {
    return { idToken, claims: await verifier.verify(idToken) };
  } catch {
    // Also a JWKS outage: the page still renders, as the guest's, and the browser confirms the sign-in.
    return null;
  }
}

/** Identity-token checks shared by the auth machine, the auth service and the API client. */
import { BUSINESS_GROUP, TOKEN_PREFIX, USER_TYPE_CLAIM } from '@spur/contract';
import { COPY } from '../copy';
import { pageCopy } from '../i18n/pageLocale';

/** A token problem: none available, or not a JWT. Both mean "not signed in" to the app. */
export class TokenError extends Error {
  override name = 'TokenError';
}

/** SPEC §5/§8: no token → "No JWT token available"; not starting with "ey" → "Invalid JWT token format". */
export function assertIdToken(token: string | null | undefined): string {
  if (!token) throw new TokenError(pageCopy(COPY).auth.noToken);
  if (!token.startsWith(TOKEN_PREFIX)) throw new TokenError(pageCopy(COPY).auth.invalidToken);
  return token;
}

/** The payload of a JWT, without verifying it (the backends verify). `null` when unreadable. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** SPEC §6: the `custom:user_type` claim "business" or membership of the business-partners group. */
export function claimsSayBusiness(token: string | null | undefined): boolean {
  if (!token) return false;
  const payload = decodeTokenPayload(token);
  if (!payload) return false;
  const groups = payload['cognito:groups'];
  return payload[USER_TYPE_CLAIM] === 'business' || (Array.isArray(groups) && groups.includes(BUSINESS_GROUP));
}

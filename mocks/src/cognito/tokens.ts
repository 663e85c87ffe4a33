/**
 * Demo tokens: JWT-shaped like Cognito's (they start with "ey"), HS256-signed with the demo
 * secret. The mock API accepts only ID tokens of this pool, exactly as the real server accepts
 * only ID tokens verified against the real pool's JWKS.
 */
import { USER_TYPE_CLAIM } from '@spur/contract';
import { randomToken, randomUuid, signJwt, verifyJwt, type JwtPayload } from '../crypto';
import type { CognitoSessionRow, CognitoUserRow } from '../db/database';
import { DEMO_COGNITO } from './config';

export interface IssuedTokens {
  IdToken: string;
  AccessToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export function parseJsonObject<T>(text: string, fallback: T): T {
  try {
    const value: unknown = JSON.parse(text);
    return (value ?? fallback) as T;
  } catch {
    return fallback;
  }
}

export function userAttributes(user: CognitoUserRow): Record<string, string> {
  return parseJsonObject<Record<string, string>>(user.attributes, {});
}

export function userGroups(user: CognitoUserRow): string[] {
  return parseJsonObject<string[]>(user.groups, []);
}

export function newRefreshToken(): string {
  return randomToken(96);
}

/** ID and access tokens for a session, issued at `now`. */
export async function issueTokens(user: CognitoUserRow, session: CognitoSessionRow, now: Date): Promise<IssuedTokens> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + DEMO_COGNITO.tokenLifetimeSeconds;
  const authTime = Math.floor(Date.parse(session.created_at) / 1000);
  const eventId = randomUuid();
  const attributes = userAttributes(user);
  const groups = userGroups(user);

  const id: JwtPayload = {
    sub: user.sub,
    ...(groups.length > 0 && { 'cognito:groups': groups }),
    email_verified: user.email_verified,
    iss: DEMO_COGNITO.issuer,
    'cognito:username': user.username,
    origin_jti: session.id,
    aud: DEMO_COGNITO.userPoolClientId,
    event_id: eventId,
    token_use: 'id',
    auth_time: authTime,
    ...(attributes.name && { name: attributes.name }),
    ...(attributes.phone_number && { phone_number: attributes.phone_number }),
    ...(attributes[USER_TYPE_CLAIM] && { [USER_TYPE_CLAIM]: attributes[USER_TYPE_CLAIM] }),
    exp,
    iat,
    jti: randomUuid(),
    email: user.email,
  };
  const access: JwtPayload = {
    sub: user.sub,
    ...(groups.length > 0 && { 'cognito:groups': groups }),
    iss: DEMO_COGNITO.issuer,
    client_id: DEMO_COGNITO.userPoolClientId,
    origin_jti: session.id,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: authTime,
    exp,
    iat,
    jti: randomUuid(),
    username: user.username,
  };
  return {
    IdToken: await signJwt(id, DEMO_COGNITO.tokenSecret),
    AccessToken: await signJwt(access, DEMO_COGNITO.tokenSecret),
    ExpiresIn: DEMO_COGNITO.tokenLifetimeSeconds,
    TokenType: 'Bearer',
  };
}

/** The claims the API reads from a verified ID token. */
export interface IdentityClaims {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  userType: string | null;
  groups: string[];
}

/**
 * Verifies a bearer the way the server does: an unexpired HS256 ID token (`token_use: id`) of
 * the demo pool and client. Anything else (access tokens, `alg: none`, wrong signature or
 * issuer, expired, `email:{email}`) gives null.
 */
export async function verifyIdToken(token: string, now: Date): Promise<IdentityClaims | null> {
  const payload = await verifyJwt(token, DEMO_COGNITO.tokenSecret);
  if (!payload) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (payload.token_use !== 'id') return null;
  if (payload.iss !== DEMO_COGNITO.issuer || payload.aud !== DEMO_COGNITO.userPoolClientId) return null;
  if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
  const groups = Array.isArray(payload['cognito:groups'])
    ? payload['cognito:groups'].filter((group): group is string => typeof group === 'string')
    : [];
  const userType = payload[USER_TYPE_CLAIM];
  return {
    sub: payload.sub,
    email: payload.email,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: typeof payload.name === 'string' ? payload.name : null,
    userType: typeof userType === 'string' ? userType : null,
    groups,
  };
}

export type AccessTokenCheck =
  | { ok: true; payload: JwtPayload }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Signature, issuer, client, use and expiry of an access token (revocation is checked by the caller). */
export async function checkAccessToken(token: unknown, now: Date): Promise<AccessTokenCheck> {
  if (typeof token !== 'string') return { ok: false, reason: 'invalid' };
  const payload = await verifyJwt(token, DEMO_COGNITO.tokenSecret);
  if (!payload || payload.token_use !== 'access' || payload.iss !== DEMO_COGNITO.issuer) {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.client_id !== DEMO_COGNITO.userPoolClientId) return { ok: false, reason: 'invalid' };
  if (typeof payload.exp !== 'number' || payload.exp <= Math.floor(now.getTime() / 1000)) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, payload };
}

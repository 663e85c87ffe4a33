/**
 * JWT shapes without signing (no Node built-ins: usable in the app's browser-like tests too): the
 * claims Cognito puts in identity and access tokens, unsigned and `alg: none` tokens, decoding.
 */
import { BUSINESS_GROUP, USER_TYPE_CLAIM } from '@spur/contract';

export type JwtPayload = Record<string, unknown>;

/** base64url of a JSON value's UTF-8 bytes. */
export function encodeSegment(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** The payload of a JWT, unverified. */
export function decodeJwtPayload<T = JwtPayload>(token: string): T {
  const segment = token.split('.')[1] ?? '';
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))) as T;
}

/** A JWT-shaped string with a dummy signature, for code that never verifies tokens. */
export function unsignedJwt(payload: JwtPayload = { sub: 'user-1', token_use: 'id' }): string {
  return `${encodeSegment({ alg: 'RS256', typ: 'JWT' })}.${encodeSegment(payload)}.signature`;
}

/** The classic forgery: `alg: none` and no signature. Every backend must refuse it. */
export function algNoneJwt(payload: JwtPayload): string {
  return `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${encodeSegment(payload)}.`;
}

/** A person in a user pool, as tests describe them. */
export interface PoolUser {
  sub: string;
  email: string;
  name?: string;
  /** Business by the `custom:user_type` attribute or by the business-partners group. */
  business?: 'attribute' | 'group';
  emailVerified?: boolean;
  /** `cognito:username`; defaults to the sub. */
  username?: string;
}

export interface PoolOptions {
  issuer: string;
  clientId: string;
  /** Issue time; defaults to now. */
  now?: Date;
  lifetimeSeconds?: number;
}

/** The claims of a Cognito identity (`id`) or access token for `user`. */
export function cognitoClaims(user: PoolUser, tokenUse: 'id' | 'access', pool: PoolOptions): JwtPayload {
  const iat = Math.floor((pool.now ?? new Date()).getTime() / 1000);
  const username = user.username ?? user.sub;
  return {
    sub: user.sub,
    iss: pool.issuer,
    token_use: tokenUse,
    auth_time: iat,
    iat,
    exp: iat + (pool.lifetimeSeconds ?? 3600),
    ...(tokenUse === 'id'
      ? { aud: pool.clientId, email: user.email, email_verified: user.emailVerified ?? true, 'cognito:username': username }
      : { client_id: pool.clientId, username }),
    ...(user.name ? { name: user.name } : {}),
    ...(user.business === 'attribute' ? { [USER_TYPE_CLAIM]: 'business' } : {}),
    ...(user.business === 'group' ? { 'cognito:groups': [BUSINESS_GROUP] } : {}),
  };
}

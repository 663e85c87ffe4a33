/**
 * A stand-in identity provider: an RSA key pair, its JWKS on a local HTTP server (ephemeral
 * port), and RS256 token minting with node:crypto, so the server's real verifier runs in tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { BUSINESS_GROUP, USER_TYPE_CLAIM } from '@spur/contract';

export const TEST_POOL_ID = 'us-east-1_testpool';
export const TEST_CLIENT_ID = 'spur-test-client';

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

function newKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

export interface IdentityUser {
  sub: string;
  email: string;
  name?: string;
  business?: 'attribute' | 'group';
  emailVerified?: boolean;
}

export interface TestIdentity {
  issuer: string;
  jwksUri: string;
  /** A valid identity token for `user`. */
  idToken(user: IdentityUser, overrides?: Record<string, unknown>): string;
  expiredToken(user: IdentityUser): string;
  /** Signed by a key that is not in the JWKS (same kid). */
  wrongKeyToken(user: IdentityUser): string;
  algNoneToken(user: IdentityUser): string;
  accessToken(user: IdentityUser): string;
  close(): Promise<void>;
}

export function newIdentityUser(overrides: Partial<IdentityUser> = {}): IdentityUser {
  const sub = randomUUID();
  return { sub, email: `user-${sub.slice(0, 8)}@example.com`, name: 'Test User', ...overrides };
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const key = newKey('test-key-1');
  const impostor = newKey('test-key-1');
  const server: Server = createServer((req, res) => {
    if (req.url?.endsWith('/.well-known/jwks.json')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ keys: [key.jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/${TEST_POOL_ID}`;

  const claimsFor = (user: IdentityUser, tokenUse: 'id' | 'access') => {
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: user.sub,
      iss: issuer,
      token_use: tokenUse,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      ...(tokenUse === 'id'
        ? { aud: TEST_CLIENT_ID, email: user.email, email_verified: user.emailVerified ?? true, 'cognito:username': user.sub }
        : { client_id: TEST_CLIENT_ID, username: user.sub }),
      ...(user.name ? { name: user.name } : {}),
      ...(user.business === 'attribute' ? { [USER_TYPE_CLAIM]: 'business' } : {}),
      ...(user.business === 'group' ? { 'cognito:groups': [BUSINESS_GROUP] } : {}),
    };
  };
  const signJwt = (payload: object, privateKey: KeyObject, header: object = { alg: 'RS256', kid: key.kid, typ: 'JWT' }) => {
    const data = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
    return `${data}.${base64url(sign('RSA-SHA256', Buffer.from(data), privateKey))}`;
  };

  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    idToken: (user, overrides = {}) => signJwt({ ...claimsFor(user, 'id'), ...overrides }, key.privateKey),
    expiredToken: (user) => {
      const past = Math.floor(Date.now() / 1000) - 7200;
      return signJwt({ ...claimsFor(user, 'id'), iat: past, auth_time: past, exp: past + 3600 }, key.privateKey);
    },
    wrongKeyToken: (user) => signJwt(claimsFor(user, 'id'), impostor.privateKey),
    algNoneToken: (user) =>
      `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claimsFor(user, 'id')))}.`,
    accessToken: (user) => signJwt(claimsFor(user, 'access'), key.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

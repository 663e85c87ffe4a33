/**
 * Signed tokens for both pools the backends trust:
 * - local (the server): RS256, checked against a JWKS. `startTestIdentity()` is a stand-in identity
 *   provider: a key pair and its JWKS on a local HTTP server (ephemeral port), so the server's real
 *   verifier runs in tests.
 * - demo (the mock backend): HS256 with the demo pool's secret, `signHs256`.
 */
import { createHmac, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { algNoneJwt, cognitoClaims, encodeSegment, type JwtPayload, type PoolUser } from './jwt';

export const TEST_POOL_ID = 'us-east-1_testpool';
export const TEST_CLIENT_ID = 'spur-test-client';

/** An HS256 JWT, as the demo pool signs them (kid `spur-demo`). */
export function signHs256(payload: JwtPayload, secret: string, kid = 'spur-demo'): string {
  const data = `${encodeSegment({ alg: 'HS256', typ: 'JWT', kid })}.${encodeSegment(payload)}`;
  return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
}

function signRs256(payload: JwtPayload, privateKey: KeyObject, kid: string): string {
  const data = `${encodeSegment({ alg: 'RS256', kid, typ: 'JWT' })}.${encodeSegment(payload)}`;
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), privateKey).toString('base64url')}`;
}

function newKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

export type IdentityUser = PoolUser;

export function newIdentityUser(overrides: Partial<IdentityUser> = {}): IdentityUser {
  const sub = randomUUID();
  return { sub, email: `user-${sub.slice(0, 8)}@example.com`, name: 'Test User', ...overrides };
}

export interface TestIdentity {
  issuer: string;
  jwksUri: string;
  /** A valid identity token for `user`; `overrides` replace claims (undefined drops one). */
  idToken(user: IdentityUser, overrides?: JwtPayload): string;
  expiredToken(user: IdentityUser): string;
  /** Signed by a key that is not in the JWKS (same kid). */
  wrongKeyToken(user: IdentityUser): string;
  algNoneToken(user: IdentityUser): string;
  accessToken(user: IdentityUser): string;
  close(): Promise<void>;
}

export async function startTestIdentity(): Promise<TestIdentity> {
  const key = newKey('test-key-1');
  const impostor = newKey(key.kid);
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
  const pool = { issuer, clientId: TEST_CLIENT_ID };
  const claims = (user: IdentityUser, tokenUse: 'id' | 'access' = 'id', now?: Date) => cognitoClaims(user, tokenUse, { ...pool, now });

  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    idToken: (user, overrides = {}) => signRs256({ ...claims(user), ...overrides }, key.privateKey, key.kid),
    expiredToken: (user) => signRs256(claims(user, 'id', new Date(Date.now() - 7200_000)), key.privateKey, key.kid),
    wrongKeyToken: (user) => signRs256(claims(user), impostor.privateKey, key.kid),
    algNoneToken: (user) => algNoneJwt(claims(user)),
    accessToken: (user) => signRs256(claims(user, 'access'), key.privateKey, key.kid),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

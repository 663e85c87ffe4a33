import { describe, expect, it } from 'vitest';
import { MESSAGES, endpoints, buildPath } from '@spur/contract';
import { DEMO_COGNITO, MINUTE } from '@spur/mocks/node';
import { algNoneJwt, decodeJwtPayload, encodeSegment } from '@spur/test-kit/jwt';
import { signJwt } from '../src/crypto';
import { TRAVELER, api, useMockServer } from './helpers';

const ID = '00000000-0000-4000-8000-000000000000';

/** Every endpoint that needs a signed-in user, with a path that names something. */
const PROTECTED = Object.entries(endpoints)
  .filter(([, endpoint]) => endpoint.access === 'user' || endpoint.access === 'business')
  .map(([name, endpoint]) => ({ name, method: endpoint.method, path: buildPath(endpoint.path, { id: ID, dealId: ID, sessionId: ID, accountId: ID }) }));

describe('bearer verification (as the server does it)', () => {
  const mock = useMockServer();

  async function validClaims() {
    const tokens = await mock.signIn(TRAVELER);
    const payload = decodeJwtPayload(tokens.idToken);
    return { tokens, payload };
  }

  it('accepts the ID token the emulated Cognito issued (JWT-shaped, "ey...")', async () => {
    const { tokens, payload } = await validClaims();
    expect(tokens.idToken.startsWith('ey')).toBe(true);
    expect(payload).toMatchObject({
      token_use: 'id',
      aud: DEMO_COGNITO.userPoolClientId,
      iss: DEMO_COGNITO.issuer,
      email: TRAVELER,
      email_verified: true,
      'cognito:username': TRAVELER,
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
    expect((await api('GET', '/api/users/profile', { token: tokens.idToken })).status).toBe(200);
  });

  it('answers 401 "Authentication required" without a bearer, on every protected endpoint', async () => {
    expect(PROTECTED.length).toBeGreaterThanOrEqual(14);
    for (const { method, path } of PROTECTED) {
      expect(await api(method, path, { body: method === 'GET' ? undefined : {} })).toEqual({ status: 401, body: { message: MESSAGES.authRequired } });
      expect(await api(method, path, { headers: { Authorization: 'Basic dXNlcjpwYXNz' } })).toEqual({
        status: 401,
        body: { message: MESSAGES.authRequired },
      });
    }
  }, 10_000);

  it('answers 401 "Invalid or expired token" for every kind of bad bearer', async () => {
    const { tokens, payload } = await validClaims();
    const [header, body] = tokens.idToken.split('.') as [string, string, string];
    const bad = {
      email: `email:${TRAVELER}`,
      garbage: 'not-a-token',
      eyGarbage: 'eyJhbGciOi.broken.token',
      algNone: algNoneJwt(payload),
      wrongSignature: `${header}.${body}.${'A'.repeat(43)}`,
      wrongSecret: await signJwt(payload, 'not-the-demo-secret'),
      wrongAudience: await signJwt({ ...payload, aud: 'another-client' }, DEMO_COGNITO.tokenSecret),
      wrongIssuer: await signJwt({ ...payload, iss: 'https://evil.example' }, DEMO_COGNITO.tokenSecret),
      expired: await signJwt({ ...payload, exp: Math.floor(Date.now() / 1000) - 5 }, DEMO_COGNITO.tokenSecret),
      tamperedEmail: `${header}.${encodeSegment({ ...payload, email: 'adventures@spur.example' })}.${tokens.idToken.split('.')[2]}`,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    };
    for (const [kind, token] of Object.entries(bad)) {
      for (const { method, path } of PROTECTED) {
        const res = await api(method, path, { token, body: method === 'GET' ? undefined : {} });
        expect({ kind, path, ...res }).toEqual({ kind, path, status: 401, body: { message: MESSAGES.invalidToken } });
      }
    }
    // Every kind times every protected endpoint: several hundred requests.
  }, 20_000);

  it('rejects an ID token once it has expired', async () => {
    const { tokens } = await validClaims();
    mock.advanceClock(59 * MINUTE);
    expect((await api('GET', '/api/users/profile', { token: tokens.idToken })).status).toBe(200);
    mock.advanceClock(2 * MINUTE);
    expect(await api('GET', '/api/users/profile', { token: tokens.idToken })).toEqual({
      status: 401,
      body: { message: MESSAGES.invalidToken },
    });
  });

  it('lets guests through optional endpoints but still checks a bearer that is sent', async () => {
    const body = { dealId: ID, amount: 100 };
    expect((await api('POST', '/api/payment/create-checkout-session', { body })).status).toBe(404);
    expect(await api('POST', '/api/payment/create-checkout-session', { token: 'junk', body })).toEqual({
      status: 401,
      body: { message: MESSAGES.invalidToken },
    });
  });
});

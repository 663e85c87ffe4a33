/** The auth matrix: every protected endpoint against every kind of bad bearer. */
import { describe, expect, it } from 'vitest';
import { MESSAGES, buildPath, endpoints, type Endpoint } from '@spur/contract';
import { newIdentityUser, TEST_CLIENT_ID } from '@spur/test-kit/tokens';
import { signUp } from '../../test/helpers/factories';
import { useTestApi, type TestApi } from '../../test/helpers/testApp';

const api = useTestApi();

/** Phase two adds the payment endpoints (and their auth tests). */
const protectedEndpoints = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => (endpoint.access === 'user' || endpoint.access === 'business') && !endpoint.path.startsWith('/api/payment'),
);

const someone = newIdentityUser();
const badBearers: Array<[string, (api: TestApi) => string, string]> = [
  ['no Authorization header', () => '', MESSAGES.authRequired],
  ['a Basic credential', () => 'Basic dXNlcjpwYXNz', MESSAGES.authRequired],
  ['an empty bearer', () => 'Bearer ', MESSAGES.authRequired],
  ['an email: bearer', () => 'Bearer email:traveler@spur.example', MESSAGES.invalidToken],
  ['a malformed token', () => 'Bearer eyJhbGciOi.not-a-jwt', MESSAGES.invalidToken],
  ['alg none', ({ identity }) => `Bearer ${identity.algNoneToken(someone)}`, MESSAGES.invalidToken],
  ['a wrong signature', ({ identity }) => `Bearer ${identity.wrongKeyToken(someone)}`, MESSAGES.invalidToken],
  ['an expired token', ({ identity }) => `Bearer ${identity.expiredToken(someone)}`, MESSAGES.invalidToken],
  ['an access token', ({ identity }) => `Bearer ${identity.accessToken(someone)}`, MESSAGES.invalidToken],
  ['another audience', ({ identity }) => `Bearer ${identity.idToken(someone, { aud: 'other-client' })}`, MESSAGES.invalidToken],
  ['another issuer', ({ identity }) => `Bearer ${identity.idToken(someone, { iss: 'https://evil.example/pool' })}`, MESSAGES.invalidToken],
  ['a token without sub', ({ identity }) => `Bearer ${identity.idToken(someone, { sub: undefined })}`, MESSAGES.invalidToken],
];

describe.each(protectedEndpoints)('%s', (_name, endpoint) => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const path = buildPath(endpoint.path, { id: someId, dealId: someId, sessionId: someId, accountId: someId });

  it.each(badBearers)('401 for %s, before looking at the body', async (_label, authorization, message) => {
    const headers: Record<string, string> = authorization(api()) ? { Authorization: authorization(api()) } : {};
    const rawBody = endpoint.method === 'GET' ? undefined : '{broken json';
    const response = await api().request(endpoint.method, path, { headers, rawBody });
    expect(response).toMatchObject({ status: 401, body: { message } });
  });
});

it('creates no account for a rejected token', async () => {
  await api().request('GET', '/api/users/init', { token: api().identity.wrongKeyToken(someone) });
  expect(await api().db('users').where({ cognito_sub: someone.sub })).toEqual([]);
});

it('accepts the scheme in any case', async () => {
  const account = await signUp(api());
  const response = await api().request('GET', '/api/users/profile', { headers: { Authorization: `bearer ${account.token}` } });
  expect(response.status).toBe(200);
});

it('never takes Amplify\'s cookies as a credential: a write with only a valid identity token in them is 401', async () => {
  const account = await signUp(api());
  const prefix = `CognitoIdentityServiceProvider.${TEST_CLIENT_ID}`;
  const email = account.identity.email;
  const cookie = `${prefix}.LastAuthUser=${encodeURIComponent(email)}; ${encodeURIComponent(`${prefix}.${email}.idToken`)}=${account.token}`;
  const response = await api().request('PUT', '/api/users/profile', { headers: { Cookie: cookie }, body: { full_name: 'Cookie Person' } });
  expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.authRequired } });
  const withBearer = await api().request('GET', '/api/users/profile', { token: account.token });
  expect(withBearer.body).not.toMatchObject({ full_name: 'Cookie Person' });
});

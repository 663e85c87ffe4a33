/** Reading Amplify's cookies and verifying their identity token, for rendering only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdentityUser, startTestIdentity, TEST_CLIENT_ID, TEST_POOL_ID, type TestIdentity } from '@spur/test-kit/tokens';
import { createTokenVerifier, type TokenVerifier } from '../auth/verifier';
import { cognitoIdTokenCookie, parseCookies, signedInVisitor } from './signedInVisitor';

/** The Cookie header a browser sends for Amplify's CookieStorage (js-cookie encodes the name's `@`). */
const amplifyCookies = (user: string, idToken: string, clientId = TEST_CLIENT_ID) => {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  return [
    `theme=dark`,
    `${prefix}.LastAuthUser=${encodeURIComponent(user)}`,
    `${encodeURIComponent(`${prefix}.${user}.idToken`)}=${idToken}`,
    `${encodeURIComponent(`${prefix}.${user}.accessToken`)}=eyJ.access`,
  ].join('; ');
};

describe('cognitoIdTokenCookie', () => {
  it('finds the last signed-in user\'s identity token, names and values decoded', () => {
    expect(cognitoIdTokenCookie(amplifyCookies('someone@spur.example', 'eyJ.id'), TEST_CLIENT_ID)).toBe('eyJ.id');
  });

  it('is null without cookies, for another app client, without LastAuthUser or without the token', () => {
    expect(cognitoIdTokenCookie(undefined, TEST_CLIENT_ID)).toBeNull();
    expect(cognitoIdTokenCookie(amplifyCookies('someone', 'eyJ.id', 'other-client'), TEST_CLIENT_ID)).toBeNull();
    expect(cognitoIdTokenCookie(`CognitoIdentityServiceProvider.${TEST_CLIENT_ID}.someone.idToken=eyJ.id`, TEST_CLIENT_ID)).toBeNull();
    expect(cognitoIdTokenCookie(`CognitoIdentityServiceProvider.${TEST_CLIENT_ID}.LastAuthUser=someone`, TEST_CLIENT_ID)).toBeNull();
  });

  it('skips malformed pairs and keeps the first of a repeated name', () => {
    expect(parseCookies('a=1; %E0%A4%A=2; b; a=3; c=%41')).toEqual(new Map([['a', '1'], ['c', 'A']]));
  });
});

describe('signedInVisitor', () => {
  let identity: TestIdentity;
  let verifier: TokenVerifier;
  const someone = newIdentityUser();

  beforeAll(async () => {
    identity = await startTestIdentity();
    verifier = createTokenVerifier({
      region: 'us-east-1',
      userPoolId: TEST_POOL_ID,
      clientId: TEST_CLIENT_ID,
      endpoint: undefined,
      issuer: identity.issuer,
      jwksUri: identity.jwksUri,
    });
  });
  afterAll(() => identity?.close());

  const visitor = (idToken: string) => signedInVisitor(amplifyCookies(someone.email, idToken), { verifier, clientId: TEST_CLIENT_ID });

  it('is the verified token and its claims for a valid identity token', async () => {
    const idToken = identity.idToken(someone);
    expect(await visitor(idToken)).toEqual({ idToken, claims: expect.objectContaining({ sub: someone.sub, email: someone.email }) });
  });

  it.each([
    ['an expired token', () => identity.expiredToken(someone)],
    ['a forged signature', () => identity.wrongKeyToken(someone)],
    ['alg none', () => identity.algNoneToken(someone)],
    ['an access token', () => identity.accessToken(someone)],
    ['not a JWT', () => 'garbage'],
  ])('is a guest (null, never an error) for %s', async (_label, token) => {
    expect(await visitor(token())).toBeNull();
  });

  it('is a guest when the keys cannot be fetched', async () => {
    const down: TokenVerifier = { verify: () => Promise.reject(new Error('JWKS request failed')) };
    expect(await signedInVisitor(amplifyCookies(someone.email, 'eyJ.id'), { verifier: down, clientId: TEST_CLIENT_ID })).toBeNull();
  });
});

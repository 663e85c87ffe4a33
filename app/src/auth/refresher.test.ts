import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../test/fakes';
import { createRefreshTokenRefresher, type DecodedJwt } from './refresher';

const decodeJWT = (token: string): DecodedJwt => ({
  toString: () => token,
  payload: JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as DecodedJwt['payload'],
});

const oldTokens = {
  accessToken: decodeJWT(fakeJwt({ iat: 1000, token_use: 'access' })),
  idToken: decodeJWT(fakeJwt({ iat: 1000, token_use: 'id' })),
  refreshToken: 'refresh-1',
  clockDrift: 0,
  username: 'traveler@spur.example',
};

describe('custom token refresher (emulators)', () => {
  it('calls InitiateAuth with REFRESH_TOKEN_AUTH on the custom endpoint and returns the new tokens', async () => {
    const access = fakeJwt({ iat: 2_000, token_use: 'access' });
    const id = fakeJwt({ iat: 2_000, token_use: 'id' });
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ AuthenticationResult: { AccessToken: access, IdToken: id } }), { status: 200 }));
    const refresh = createRefreshTokenRefresher({
      endpoint: 'http://localhost:5173/mock-cognito',
      clientId: 'spurdemoclient',
      decodeJWT,
      fetchImpl,
      now: () => 2_000_500,
    });
    const tokens = await refresh({ tokens: oldTokens, username: oldTokens.username });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:5173/mock-cognito');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'spurdemoclient',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(tokens.accessToken.toString()).toBe(access);
    expect(tokens.idToken?.toString()).toBe(id);
    expect(tokens.refreshToken).toBe('refresh-1'); // Cognito does not rotate it here
    expect(tokens.username).toBe('traveler@spur.example');
    expect(tokens.clockDrift).toBe(2_000_000 - 2_000_500);
  });

  it('keeps a rotated refresh token', async () => {
    const access = fakeJwt({ iat: 5 });
    const refresh = createRefreshTokenRefresher({
      endpoint: 'http://e',
      clientId: 'c',
      decodeJWT,
      fetchImpl: async () => new Response(JSON.stringify({ AuthenticationResult: { AccessToken: access, RefreshToken: 'refresh-2' } })),
    });
    const tokens = await refresh({ tokens: oldTokens, username: 'u' });
    expect(tokens.refreshToken).toBe('refresh-2');
    expect(tokens.idToken).toBeUndefined();
  });

  it('fails with Cognito\'s exception name (Amplify then clears the tokens)', async () => {
    const refresh = createRefreshTokenRefresher({
      endpoint: 'http://e',
      clientId: 'c',
      decodeJWT,
      fetchImpl: async () =>
        new Response(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Refresh Token has expired' }), { status: 400 }),
    });
    await expect(refresh({ tokens: oldTokens, username: 'u' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has expired',
    });
  });

  it('fails without a refresh token, without calling the endpoint', async () => {
    const fetchImpl = vi.fn();
    const refresh = createRefreshTokenRefresher({ endpoint: 'http://e', clientId: 'c', decodeJWT, fetchImpl });
    await expect(refresh({ tokens: { ...oldTokens, refreshToken: undefined }, username: 'u' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

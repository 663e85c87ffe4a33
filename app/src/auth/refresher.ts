/**
 * A token refresher for Cognito emulators (cognito-local, the demo's MSW emulation), which do not
 * implement `GetTokensFromRefreshToken` that Amplify 6 uses by default. It calls `InitiateAuth`
 * with `REFRESH_TOKEN_AUTH` against the custom endpoint instead (TOOLCHAIN.md, "Auth"). Installed
 * only when a custom `userPoolEndpoint` is configured; real Cognito keeps Amplify's own refresher.
 */

/** The slice of Amplify's JWT type this module needs (structurally compatible with it). */
export interface DecodedJwt {
  toString(): string;
  payload: { iat?: number; [claim: string]: unknown };
}

/** The slice of Amplify's `CognitoAuthTokens` the refresher reads and returns. */
export interface RefreshableTokens<Jwt extends DecodedJwt = DecodedJwt> {
  accessToken: Jwt;
  idToken?: Jwt;
  refreshToken?: string;
  clockDrift: number;
  username: string;
  deviceMetadata?: { deviceKey?: string; deviceGroupKey?: string; randomPassword: string };
}

export interface RefresherOptions<Jwt extends DecodedJwt> {
  /** The custom Cognito endpoint, e.g. `${origin}/mock-cognito`. */
  endpoint: string;
  clientId: string;
  /** Amplify's `decodeJWT`, passed in so this module stays free of Amplify imports. */
  decodeJWT: (token: string) => Jwt;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** An error shaped like Amplify's service errors: `name` is Cognito's exception name. */
export class CognitoServiceError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export function createRefreshTokenRefresher<Jwt extends DecodedJwt>({
  endpoint,
  clientId,
  decodeJWT,
  fetchImpl = (...args) => fetch(...args),
  now = Date.now,
}: RefresherOptions<Jwt>) {
  return async ({ tokens, username }: { tokens: RefreshableTokens<Jwt>; username: string }): Promise<RefreshableTokens<Jwt>> => {
    if (!tokens.refreshToken) throw new CognitoServiceError('NotAuthorizedException', 'No refresh token available');
    const deviceKey = tokens.deviceMetadata?.deviceKey;
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken, ...(deviceKey ? { DEVICE_KEY: deviceKey } : {}) },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      __type?: string;
      message?: string;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
    };
    if (!response.ok || !body.AuthenticationResult?.AccessToken) {
      const name = (body.__type ?? 'NotAuthorizedException').split('#').pop() ?? 'NotAuthorizedException';
      throw new CognitoServiceError(name, body.message ?? `Token refresh failed (${response.status})`);
    }
    const result = body.AuthenticationResult;
    const accessToken = decodeJWT(result.AccessToken!);
    const idToken = result.IdToken ? decodeJWT(result.IdToken) : undefined;
    const iat = accessToken.payload.iat;
    if (!iat) throw new CognitoServiceError('iatNotFoundException', 'iat not found in access token');
    return {
      accessToken,
      ...(idToken ? { idToken } : {}),
      clockDrift: iat * 1000 - now(),
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
      ...(tokens.deviceMetadata ? { deviceMetadata: tokens.deviceMetadata } : {}),
    };
  };
}

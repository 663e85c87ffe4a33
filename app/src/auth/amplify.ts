/**
 * Loads and configures aws-amplify on first use. Amplify is only reached through this dynamic
 * import, so it stays out of the entry chunk and loads in parallel with the first page; and it is
 * configured only once the backend is ready (in demo mode the Cognito emulation is an MSW handler).
 *
 * Its tokens live in cookies (issue 32), so that the server can render a signed-in person's pages
 * signed in: `SameSite=Lax`, `Secure` over https, kept as long as the refresh token lasts. They
 * cannot be HttpOnly (Amplify reads them from script); the server only reads them to render, and
 * the API never takes a cookie as a credential (it requires the `Authorization` header).
 */
import type * as AmplifyAuthModule from 'aws-amplify/auth';
import { whenBackendReady } from '../backend';
import { resolveCognitoConfig, type CognitoConfig } from '../config';
import { createRefreshTokenRefresher } from './refresher';
import { moveLegacySignInToCookies } from './storage';

export type AmplifyAuth = typeof AmplifyAuthModule;

/** The app client's refresh token validity (Cognito's default; docs/deploy.md): the cookies last as long. */
export const REFRESH_TOKEN_DAYS = 30;

export interface LoadedAmplify {
  auth: AmplifyAuth;
  cognito: CognitoConfig;
}

let loading: Promise<LoadedAmplify> | null = null;

async function load(): Promise<LoadedAmplify> {
  await whenBackendReady();
  const [cognito, { Amplify }, auth, { cognitoUserPoolsTokenProvider }, { CookieStorage }] = await Promise.all([
    resolveCognitoConfig(),
    import('aws-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/auth/cognito'),
    import('aws-amplify/utils'),
  ]);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        ...(cognito.userPoolEndpoint ? { userPoolEndpoint: cognito.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  const cookies = new CookieStorage({ sameSite: 'lax', secure: location.protocol === 'https:', path: '/', expires: REFRESH_TOKEN_DAYS });
  await moveLegacySignInToCookies(cookies);
  cognitoUserPoolsTokenProvider.setKeyValueStorage(cookies);
  if (cognito.userPoolEndpoint) {
    // Emulators do not implement GetTokensFromRefreshToken: refresh with InitiateAuth instead.
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
      createRefreshTokenRefresher({
        endpoint: cognito.userPoolEndpoint,
        clientId: cognito.userPoolClientId,
        decodeJWT: auth.decodeJWT,
      }),
    );
  }
  return { auth, cognito };
}

/** Amplify's auth API, configured. Concurrent and later calls share one load. */
export function loadAmplify(): Promise<LoadedAmplify> {
  loading ??= load().catch((error: unknown) => {
    loading = null; // let a later call retry (e.g. after a network hiccup loading the chunk)
    throw error;
  });
  return loading;
}

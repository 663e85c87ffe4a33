/**
 * Loads and configures aws-amplify on first use. Amplify is only reached through this dynamic
 * import, so it stays out of the entry chunk and loads in parallel with the first page; and it is
 * configured only once the backend is ready (in demo mode the Cognito emulation is an MSW handler).
 */
import type * as AmplifyAuthModule from 'aws-amplify/auth';
import { whenBackendReady } from '../backend';
import { resolveCognitoConfig, type CognitoConfig } from '../config';
import { createRefreshTokenRefresher } from './refresher';

export type AmplifyAuth = typeof AmplifyAuthModule;

export interface LoadedAmplify {
  auth: AmplifyAuth;
  cognito: CognitoConfig;
}

let loading: Promise<LoadedAmplify> | null = null;

async function load(): Promise<LoadedAmplify> {
  await whenBackendReady();
  const [cognito, { Amplify }, auth, { cognitoUserPoolsTokenProvider }] = await Promise.all([
    resolveCognitoConfig(),
    import('aws-amplify'),
    import('aws-amplify/auth'),
    import('aws-amplify/auth/cognito'),
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

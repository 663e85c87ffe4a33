export { DEMO_COGNITO } from './config';
export { COGNITO_MESSAGES, CognitoError, passwordPolicyViolation } from './errors';
export { callCognito, cognitoPattern, createCognitoHandlers, type CognitoHandlerOptions } from './handlers';
export { cognitoActions, deleteCognitoUser } from './service';
export { verifyIdToken, type IdentityClaims } from './tokens';

import { DEMO_PASSWORD } from '@spur/demo-data';
import type { MockBackend } from '../backend';
import { DEMO_COGNITO } from './config';
import { cognitoActions } from './service';

export interface DemoTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * Signs a pool user in directly (USER_PASSWORD_AUTH, no HTTP) and returns their tokens: for
 * tests, stories and tools that need a bearer. Throws the CognitoError a sign-in would give.
 */
export async function signInUser(backend: MockBackend, email: string, password: string = DEMO_PASSWORD): Promise<DemoTokens> {
  await backend.ready();
  const output = await cognitoActions.InitiateAuth!(backend, {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: DEMO_COGNITO.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  backend.commit();
  const result = output.AuthenticationResult as Record<string, string | number>;
  return {
    idToken: String(result.IdToken),
    accessToken: String(result.AccessToken),
    refreshToken: String(result.RefreshToken),
    expiresIn: Number(result.ExpiresIn),
  };
}

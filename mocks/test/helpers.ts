/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked by each test's assertions */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiCaller, type CallOptions } from '@spur/test-kit/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, createMockServer, type MockServer } from '@spur/mocks/node';
import { DEMO_COGNITO } from '../src/cognito/config';

export const ORIGIN = 'http://localhost:6141';

/** One mock server per test file: listening for the file, seed and clock reset after each test. */
export function useMockServer(): MockServer {
  const mock = createMockServer({ origin: ORIGIN });
  beforeAll(async () => {
    mock.listen();
    await mock.backend.ready();
  });
  afterEach(() => mock.reset());
  afterAll(() => mock.close());
  return mock;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
}

const call = createApiCaller(ORIGIN);

/** Calls the API as the app does (JSON, optional bearer): status and body, for whole-answer assertions. */
export async function api<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const { status, body } = await call<T>(method, path, options);
  return { status, body };
}

/** Calls the emulated Cognito JSON API as Amplify does. */
export async function cognito<T = any>(action: string, input: Record<string, unknown>): Promise<ApiResult<T>> {
  const response = await fetch(`${ORIGIN}${DEMO_COGNITO.endpointPath}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify({ ClientId: DEMO_COGNITO.userPoolClientId, ...input }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const TRAVELER = DEMO_ACCOUNTS.traveler.email;
export const ADVENTURES = DEMO_ACCOUNTS.adventures.email;
export const WELLNESS = DEMO_ACCOUNTS.wellness.email;
export { DEMO_PASSWORD };

/** ID token of a demo account. */
export async function idToken(mock: MockServer, email: string): Promise<string> {
  return (await mock.signIn(email)).idToken;
}

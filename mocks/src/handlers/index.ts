/**
 * @spur/mocks/handlers: the whole backend as MSW handlers (API + Cognito emulation), plus the
 * overrides that force error, empty and loading states.
 */
import type { HttpHandler } from 'msw';
import { createBackend, type MockBackend } from '../backend';
import { createCognitoHandlers } from '../cognito/handlers';
import { createApiHandlers, type ApiHandlerOptions } from './api';

export interface CreateHandlersOptions extends Partial<Omit<ApiHandlerOptions, 'backend'>> {
  /** The backend to serve; by default one in-memory backend shared by every `createHandlers()` call. */
  backend?: MockBackend;
  /** Where the Cognito emulation answers (default `/mock-cognito` on the page's origin). */
  cognitoEndpoint?: string;
}

let sharedBackend: MockBackend | null = null;

/**
 * The in-memory backend behind the default `handlers` (Storybook): seeded on first use, no
 * contact-form rate limit (stories send the form again and again).
 */
export function getSharedBackend(): MockBackend {
  sharedBackend ??= createBackend({ contactRateLimit: null });
  return sharedBackend;
}

/** Every handler: the contract's endpoints on `apiBase`, then the Cognito emulation. */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const backend = options.backend ?? getSharedBackend();
  return [
    ...createCognitoHandlers({ backend, endpoint: options.cognitoEndpoint }),
    ...createApiHandlers({ ...options, backend }),
  ];
}

/** Same-origin handlers over the shared in-memory backend (Storybook's default). */
export const handlers: HttpHandler[] = createHandlers();

/** Puts the seed back into the shared backend (e.g. a Storybook loader before each story). */
export function resetMockData(): Promise<void> {
  return getSharedBackend().reset();
}

export { createApiHandlers, pathPatterns, runEndpoint, type ApiHandlerOptions } from './api';
export * from './overrides';
export { createBackend, DEFAULT_STORAGE_KEY, type BackendOptions, type MockBackend, type StorageLike } from '../backend';
export { createClock, type Clock } from '../clock';
export { DEMO_COGNITO, signInUser, type DemoTokens } from '../cognito';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@spur/demo-data';

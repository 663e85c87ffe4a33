/**
 * The backend the app talks to becomes ready here. Against a real server it is ready at once;
 * in demo mode it is ready when the MSW worker (the in-browser backend) has started.
 *
 * `main.tsx` starts it before the first render WITHOUT awaiting it: public pages render at once,
 * while the API client and the auth module `await whenBackendReady()` before their first request.
 */
import { isDemoMode } from './runtimeConfig';

let ready: Promise<void> = Promise.resolve();
let started = false;

/**
 * Only demo builds (`--mode demo`) contain the mock backend: in any other build this branch is
 * constant-false, so the bundler drops the import and no MSW or mock code ships.
 */
const startDemoBackend: () => Promise<void> =
  import.meta.env.VITE_DEMO === 'true'
    ? async () => {
        const { startMockBackend } = await import('./demo/mockBackend');
        await startMockBackend();
      }
    : async () => {
        throw new Error('This build has no demo backend: build it with `vite build --mode demo`.');
      };

/** Starts the backend for this configuration (once; later calls return the same promise). */
export function startBackend(demo: boolean = isDemoMode(), startDemo: () => Promise<void> = startDemoBackend): Promise<void> {
  if (started) return ready;
  started = true;
  ready = demo
    ? startDemo().catch((error: unknown) => {
        console.error('The demo backend failed to start', error);
        throw error;
      })
    : Promise.resolve();
  // Callers that never await it must not see an unhandled rejection; awaiting callers still do.
  ready.catch(() => undefined);
  return ready;
}

/** Resolves when requests can be sent (API and Cognito). */
export function whenBackendReady(): Promise<void> {
  return ready;
}

/** Tests only: forget a started backend. */
export function resetBackendForTests(promise: Promise<void> = Promise.resolve()) {
  started = false;
  ready = promise;
}

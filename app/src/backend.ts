/**
 * The backend the app talks to becomes ready here. Against a real server it is ready at once;
 * in demo mode it is ready when the MSW worker (the in-browser backend) has started.
 *
 * `main.tsx` starts it before the first render WITHOUT awaiting it: public pages render at once,
 * while the API client and the auth module `await whenBackendReady()` before their first request.
 */
import { demoBackend, isDemoMode } from './demo/demoMode';

let ready: Promise<void> = Promise.resolve();
let started = false;

/** Starts the backend for this configuration (once; later calls return the same promise). */
export function startBackend(demo: boolean = isDemoMode(), startDemo: (() => Promise<void>) | undefined = demoBackend?.start): Promise<void> {
  if (started) return ready;
  started = true;
  ready = demo && startDemo
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

/**
 * The backend the app talks to becomes ready here. Against a real server it is ready at once. In
 * demo mode the API is ready when the in-browser backend has loaded its data (its answers come
 * from the page itself), and the browser's own requests (the live stream, Amplify's Cognito
 * calls) when its service worker has started, a little later.
 *
 * `main.tsx` starts it before the first render WITHOUT awaiting it: public pages render at once,
 * while the API client awaits `whenApiReady()`, and the auth module and the live stream
 * `whenBackendReady()`, before their first request.
 */
import { demoBackend, isDemoMode, type DemoConnection } from './demo/demoMode';

/** The browser's fetch, looked up on each call (tests replace it). */
const networkFetch: typeof fetch = (...args) => fetch(...args);

let api: Promise<typeof fetch> = Promise.resolve(networkFetch);
let ready: Promise<void> = Promise.resolve();
let started = false;

/** Starts the backend for this configuration (once; later calls return the same promise). */
export function startBackend(demo: boolean = isDemoMode(), startDemo: (() => Promise<DemoConnection>) | undefined = demoBackend?.start): Promise<void> {
  if (started) return ready;
  started = true;
  if (demo && startDemo) {
    const connection = startDemo();
    api = connection.then((demoConnection) => demoConnection.fetch);
    ready = connection.then((demoConnection) => demoConnection.worker);
    ready.catch((error: unknown) => console.error('The demo backend failed to start', error));
  }
  // Callers that never await them must not see an unhandled rejection; awaiting callers still do.
  api.catch(() => undefined);
  return ready;
}

/** Resolves, once API calls can be sent, with the fetch that sends them. */
export function whenApiReady(): Promise<typeof fetch> {
  return api;
}

/** Resolves when every request of the page reaches the backend (the API, the live stream, Cognito). */
export function whenBackendReady(): Promise<void> {
  return ready;
}

/** Tests only: forget a started backend; `promise` stands for its start (the network's fetch). */
export function resetBackendForTests(promise: Promise<void> = Promise.resolve()) {
  started = false;
  ready = promise;
  api = promise.then(() => networkFetch);
}

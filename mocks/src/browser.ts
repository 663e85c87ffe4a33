/**
 * @spur/mocks/browser: demo mode. The whole backend runs in the page, with its data kept in
 * localStorage (it survives reloads; `resetDemoData` puts the seed back). The app's API calls reach
 * it through `pageFetch`; the browser's own requests (the live stream's EventSource, Amplify's
 * Cognito calls) through MSW's service worker. Live events of one tab's writes reach every other
 * tab of the demo on a BroadcastChannel: each tab's backend reads the saved data again and pushes
 * them to its page.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';
import type { LiveEvent } from '@spur/contract';
import { createBackend, DEFAULT_STORAGE_KEY, type MockBackend } from './backend';
import { createHandlers } from './handlers';
import { outboxOf, type OutboxMail } from './api/mail';
import { servedPrefixes, workerUrl } from './demoWorker';
import { pageFetch } from './pageFetch';

export interface DemoBackendOptions {
  /** The API base the app calls ('' = same origin). */
  apiBase?: string;
  /** Where the Cognito emulation answers (default `/mock-cognito`). */
  cognitoEndpoint?: string;
  /** localStorage key of the demo data. */
  storageKey?: string;
  /**
   * URL of the worker script (default `/demoServiceWorker.js`: MSW's worker behind a filter that
   * leaves every request but the backend's to the network). It gets `?serve=` prefixes added.
   */
  serviceWorkerUrl?: string;
  /** Hide MSW's console messages. */
  quiet?: boolean;
  /**
   * Origin (plus base path, if the app is served under one) of the absolute test checkout URLs.
   * Default: the page's origin.
   */
  appOrigin?: string;
}

/** The demo backend, running: how the app reaches it. */
export interface DemoConnection {
  /** The app's API calls, answered in the page (`pageFetch`). */
  fetch: typeof fetch;
  /**
   * Resolves when the service worker intercepts the page's requests, which the live stream and the
   * Cognito emulation need; rejects if it cannot start.
   */
  worker: Promise<void>;
}

let demo: { backend: MockBackend; started: Promise<DemoConnection> } | null = null;

function storage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Starts the demo backend (once); resolves when its data is loaded, with the page's way to it. The
 * service worker starts then, in the background: the first answers do not wait for its install.
 */
export function startDemoBackend(options: DemoBackendOptions = {}): Promise<DemoConnection> {
  if (!demo) {
    const storageKey = options.storageKey ?? DEFAULT_STORAGE_KEY;
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${storageKey}:live`);
    const backend = createBackend({
      storage: storage(),
      storageKey,
      origin: options.appOrigin,
      onEvents: (events) => channel?.postMessage(events),
    });
    if (channel) channel.onmessage = (message: MessageEvent<LiveEvent[]>) => backend.receive(message.data);
    demo = { backend, started: connect(backend, options) };
  }
  return demo.started;
}

async function connect(backend: MockBackend, options: DemoBackendOptions): Promise<DemoConnection> {
  const handlers = createHandlers({ backend, apiBase: options.apiBase ?? '', cognitoEndpoint: options.cognitoEndpoint });
  await backend.ready();
  // Another tab of the demo saved: take its data, so tabs do not overwrite each other's changes.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === backend.storageKey && event.newValue) backend.reload();
    });
  }
  const worker = startServiceWorker(handlers, options);
  // Nobody may wait for the worker (a page with neither live updates nor sign-in): not unhandled.
  worker.catch(() => undefined);
  return { fetch: pageFetch(handlers), worker };
}

async function startServiceWorker(handlers: RequestHandler[], options: DemoBackendOptions): Promise<void> {
  const worker: SetupWorker = setupWorker(...handlers);
  await worker.start({
    // msw 3 renamed onUnhandledRequest to onUnhandledFrame.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: workerUrl(options.serviceWorkerUrl ?? '/demoServiceWorker.js', servedPrefixes(options, location.href)) },
    quiet: options.quiet ?? false,
  });
}

/** The mails the demo backend would have sent, newest first (the demo's Outbox page); none before start. */
export function demoOutbox(): OutboxMail[] {
  return demo ? outboxOf(demo.backend.db) : [];
}

/** Puts the demo data back to the seed (the "Reset demo data" control). Works before start too. */
export async function resetDemoData(options: { storageKey?: string } = {}): Promise<void> {
  if (demo) {
    await demo.backend.reset();
    return;
  }
  storage()?.removeItem(options.storageKey ?? DEFAULT_STORAGE_KEY);
}

export { DEMO_COGNITO } from './cognito/config';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@spur/demo-data';
export { DEFAULT_STORAGE_KEY } from './backend';
export type { OutboxMail } from './api/mail';

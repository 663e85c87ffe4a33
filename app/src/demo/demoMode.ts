/**
 * Demo mode is decided here, and only here: whether this build contains the in-browser backend,
 * whether it runs, and how the rest of the app reaches it (start, reset, the emulated user pool).
 *
 * The backend itself (`mockBackend.ts`: MSW and the mock database) and the reset control are only
 * reached through the dynamic imports below, which exist in demo builds only: MSW never ships in a
 * production build and never sits in the entry chunk of a demo build. Nothing imports this module
 * back from there (no cycle). The entry imports it; keep it small.
 *
 * Shared chunks (components used by several pages) should not import it: a module with dynamic
 * imports there made the bundler split Vite's preload helper out of the entry (+0.4 KB on the
 * home page). Pages pass what they need down instead (`<DemoCodeNote demo={isDemoMode()} />`).
 */
import { lazy, type ComponentType } from 'react';
import { pick, runtimeConfig, type EnvLike } from '../runtimeConfig';
import type { DemoResetProps } from './DemoReset';
import type { DemoCognitoIds, DemoConnection } from './mockBackend';

export type { DemoCognitoIds, DemoConnection };
export { DEMO_OUTBOX_PATH } from './outboxPath';

/**
 * This build contains the mock backend (`vite build --mode demo`, `.env.demo` sets VITE_DEMO).
 * A build-time constant: branches on it are dropped from other builds, with what they import.
 */
export const DEMO_BUILD: boolean = import.meta.env.VITE_DEMO === 'true';

/**
 * Demo mode: the build's VITE_DEMO, which `__SPUR_CONFIG__.demo` may turn off but not on: only a
 * demo build contains the mock backend.
 */
export function isDemoMode(env: EnvLike = import.meta.env, runtime: SpurRuntimeConfig | undefined = runtimeConfig()): boolean {
  const demoBuild = env.VITE_DEMO === 'true';
  const value = pick(runtime?.demo, env.VITE_DEMO);
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() === 'true' : Boolean(value);
  if (wanted && !demoBuild) {
    console.warn('Spur: demo mode needs a demo build (vite build --mode demo); ignoring `demo: true`.');
  }
  return wanted && demoBuild;
}

/** The in-browser backend as the rest of the app reaches it; every part loads on first use. */
export interface DemoBackend {
  /**
   * Starts the backend; resolves when its data is loaded, with the fetch that answers the app's API
   * calls in the page and the service worker's start (the live stream and the Cognito emulation).
   */
  start(): Promise<DemoConnection>;
  /** Puts the demo data back to the seed (the footer's "Reset demo data"); the caller reloads the page. */
  reset(): Promise<void>;
  /** The emulated user pool's ids. */
  cognitoIds(): Promise<DemoCognitoIds>;
  /** The footer's "Reset demo data" control (give it `reset`). */
  ResetControl: ComponentType<DemoResetProps>;
  /** The footer's link to the Outbox page. */
  OutboxLink: ComponentType;
  /** The Outbox page (DEMO_OUTBOX_PATH): the e-mails the backend would have sent, with their templates. */
  OutboxPage: ComponentType;
}

const mockBackend = () => import('./mockBackend');

/** Demo builds only: null elsewhere, and then the build contains neither MSW nor the demo controls. */
export const demoBackend: DemoBackend | null = DEMO_BUILD
  ? {
      start: async () => (await mockBackend()).startMockBackend(),
      reset: async () => (await mockBackend()).resetDemoData(),
      cognitoIds: async () => (await mockBackend()).demoCognitoIds(),
      ResetControl: lazy(() => import('./DemoReset')),
      OutboxLink: lazy(() => import('./OutboxLink')),
      OutboxPage: lazy(() => import('./OutboxRoute')),
    }
  : null;

/**
 * Demo mode's backend: the MSW worker from @spur/mocks serving the whole API and the Cognito
 * emulation in the browser. Only ever reached through dynamic imports (backend.ts, config.ts)
 * that exist in demo builds only, so MSW and the mock database never ship in a production build
 * and never sit in the entry chunk of a demo build.
 */
import { DEMO_COGNITO, resetDemoData as resetMockData, startDemoWorker } from '@spur/mocks/browser';

/** The demo user pool, as the mock backend defines it (config.ts completes Amplify's settings with it). */
export interface DemoCognitoIds {
  userPoolId: string;
  userPoolClientId: string;
  /** Same-origin path of the emulation (`/mock-cognito`). */
  endpointPath: string;
}

/** Starts the service worker (`/mockServiceWorker.js`); resolves when it intercepts requests. */
export async function startMockBackend(): Promise<void> {
  await startDemoWorker({ cognitoEndpoint: DEMO_COGNITO.endpointPath, quiet: true });
}

/** The emulated user pool (Amplify reaches it at `${location.origin}${endpointPath}`). */
export function demoCognitoIds(): DemoCognitoIds {
  return {
    userPoolId: DEMO_COGNITO.userPoolId,
    userPoolClientId: DEMO_COGNITO.userPoolClientId,
    endpointPath: DEMO_COGNITO.endpointPath,
  };
}

/** Puts the demo data back to the seed (the footer's "Reset demo data"); the caller reloads the page. */
export async function resetDemoData(): Promise<void> {
  await resetMockData();
}

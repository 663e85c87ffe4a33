/**
 * Demo mode's backend: the MSW worker from @spur/mocks serving the whole API and the Cognito
 * emulation in the browser. Only `demoMode.ts` reaches it, through a dynamic import that exists
 * in demo builds only.
 */
import { DEMO_COGNITO, demoOutbox, resetDemoData as resetMockData, startDemoBackend, type DemoConnection, type OutboxMail } from '@spur/mocks/browser';

export type { DemoConnection, OutboxMail };

/** The demo user pool, as the mock backend defines it. */
export interface DemoCognitoIds {
  userPoolId: string;
  userPoolClientId: string;
  /** Same-origin path of the emulation (`/mock-cognito`). */
  endpointPath: string;
}

/** Starts the backend; resolves when its data is loaded (its service worker starts then). */
export function startMockBackend(): Promise<DemoConnection> {
  return startDemoBackend({ cognitoEndpoint: DEMO_COGNITO.endpointPath, quiet: true });
}

/** The emulated user pool (Amplify reaches it at `${location.origin}${endpointPath}`). */
export function demoCognitoIds(): DemoCognitoIds {
  return {
    userPoolId: DEMO_COGNITO.userPoolId,
    userPoolClientId: DEMO_COGNITO.userPoolClientId,
    endpointPath: DEMO_COGNITO.endpointPath,
  };
}

/** Puts the demo data back to the seed. */
export async function resetDemoData(): Promise<void> {
  await resetMockData();
}

/** The e-mails the backend queued, newest first. */
export async function readOutbox(): Promise<OutboxMail[]> {
  return demoOutbox();
}

/**
 * Story helpers for the account screens (log in, sign up, reset, profile, booking details).
 *
 * Storybook is not a demo build, so the app's Amplify configuration has no user pool there. The
 * story worker does serve the Cognito emulation (`/mock-cognito`, the same MSW handlers as demo
 * mode), so `connectStoryCognito()` fills in the demo pool: Amplify, loaded lazily by the auth
 * module on first use, then signs up, resets passwords and signs in against the story backend.
 */
import type { Decorator } from '@storybook/react-vite';
import { waitFor, within } from 'storybook/test';
import { DEMO_COGNITO } from '@spur/mocks/handlers';
import { resetToasts } from '@spur/ui-kit';
import { config } from '../../config';
import { AuthProvider } from '../../auth';

/** Points the (not yet loaded) Amplify configuration at the story worker's Cognito emulation. */
export function connectStoryCognito() {
  if (config.cognito.userPoolId) return;
  Object.assign(config.cognito, {
    userPoolId: DEMO_COGNITO.userPoolId,
    userPoolClientId: DEMO_COGNITO.userPoolClientId,
    userPoolEndpoint: `${location.origin}${DEMO_COGNITO.endpointPath}`,
    authFlowType: 'USER_PASSWORD_AUTH',
  });
}

/**
 * The app's real auth (machine, Amplify, the mock API) instead of the story's static sign-in state, for
 * stories that log in: a wrong password is answered by the Cognito emulation.
 */
export const withLiveAuth: Decorator = (Story) => (
  <AuthProvider>
    <Story />
  </AuthProvider>
);

/** Meta `beforeEach`: no toast of an earlier story shows in this one. */
export function freshToasts() {
  resetToasts();
  return () => resetToasts();
}

/** Waits for the element's animations (a toast sliding in, a dialog opening) to end before the snapshot. */
export async function settled(element: Element) {
  await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
}

/** The toast with this title, once it is on screen and at rest. */
export async function findToast(title: string): Promise<HTMLElement> {
  // Found by its label rather than its role: while a modal dialog is open everything outside it
  // is aria-hidden, and hidden elements have no accessible name.
  const region = await waitFor(() => {
    const found = document.body.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
    if (!found) throw new Error('The notifications region is not there.');
    return found;
  });
  const item = (await within(region).findByText(title, {}, { timeout: 5000 })).closest('li') as HTMLElement;
  await settled(item);
  return item;
}

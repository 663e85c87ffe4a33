/**
 * Page stories render a screen the way the app does: inside the app layout (beta banner, nav,
 * footer), a router at the story's URL, a fixed sign-in state and the toaster, with API calls going to
 * the story backend as the signed-in user, and the app's clock fixed at STORY_NOW and the viewer in
 * the default city's zone (relative times and countdowns render the same every time). Configure with `parameters.page`.
 */
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_TIME_ZONE, type User } from '@spur/contract';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '@spur/demo-data';
import { Toaster } from '@spur/ui-kit';
import { configureApiClient } from '../api/client';
import { AppLayout } from '../layout/AppLayout';
import { StaticAuthProvider } from '../auth';
import { NowProvider } from '../time/useNow';
import type { AuthValue } from '../auth';
import { STORY_NOW, storyToken } from './storyBackend';

/** Who is looking at the page: a guest, a seed account, or the start-up sign-in check. */
export type StoryAuth = 'guest' | 'loading' | DemoAccountKey;

export interface PageParameters {
  /** Where the page opens, e.g. `/deals?search=beach`. */
  url: string;
  /** The route pattern that renders the story (default: the URL's path), e.g. `/booking-details/:id`. */
  route?: string;
  auth?: StoryAuth;
  /** Render inside the app layout (default true). */
  layout?: boolean;
  /** The app's clock (`useNow`), fixed: default STORY_NOW, the instant the story backend's seed is taken at. */
  now?: Date;
}

/** The profile the seed gives an account, as GET /api/users/profile answers it. */
export function storyUser(account: DemoAccountKey): User {
  const seed = DEMO_ACCOUNTS[account];
  return {
    id: seed.userId,
    email: seed.email,
    full_name: seed.fullName,
    phone_number: null,
    user_type: seed.userType,
    created_at: STORY_NOW.toISOString(),
  };
}

function authFor(auth: StoryAuth): Partial<AuthValue> {
  if (auth === 'guest') return { status: 'guest' };
  if (auth === 'loading') return { status: 'loading' };
  const user = storyUser(auth);
  return { status: 'authenticated', user, getToken: () => storyToken(user.email) };
}

/** Shows the story's page at `parameters.page.url`; other paths render a marker stories can assert. */
export const withPage: Decorator = (Story, context) => {
  const page = context.parameters.page as PageParameters | undefined;
  if (!page) return <Story />;

  const auth = page.auth ?? 'guest';
  const email = auth === 'guest' || auth === 'loading' ? null : DEMO_ACCOUNTS[auth].email;
  configureApiClient({
    baseUrl: '',
    tokenProvider: async ({ required }) => {
      if (email) return storyToken(email);
      if (required) throw new Error('No JWT token available');
      return null;
    },
  });

  const route = page.route ?? new URL(page.url, 'http://story.local').pathname;
  const pageRoute = { path: route, element: <Story /> };
  const elsewhere = { path: '*', element: <p data-testid="navigated-away">Navigated away</p> };
  const router = createMemoryRouter(
    page.layout === false ? [pageRoute, elsewhere] : [{ element: <AppLayout />, children: [pageRoute, elsewhere] }],
    { initialEntries: [page.url] },
  );

  return (
    <StaticAuthProvider value={authFor(auth)}>
      <NowProvider now={page.now ?? STORY_NOW} zone={DEFAULT_TIME_ZONE}>
        <RouterProvider router={router} />
      </NowProvider>
      {/* Toasts stay until closed: a 5 s timer would race the test-runner's screenshot of a story
          that ends on one (the toast's own timing is covered by the kit's Toast stories). */}
      <Toaster duration={Infinity} />
    </StaticAuthProvider>
  );
};

/**
 * The route table (SPEC §2) with its access rules. Every page is a lazily loaded module
 * `src/pages/<Name>Page.tsx` (one chunk each) whose default export is the page component; it may
 * also export `loader`, `ErrorBoundary` and `handle` (see src/pages/README.md).
 *
 * Pages are found with `import.meta.glob`: one chunk per page, loaded when its route is first visited.
 */
import { Suspense, type ComponentType } from 'react';
import type { Locale } from '@spur/i18n';
import { createBrowserRouter, type HydrationState, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { DEMO_OUTBOX_PATH, demoBackend } from './demo/demoMode';
import { routerBasename } from './i18n/pageLocale';
import { AppLayout } from './layout/AppLayout';
import { BusinessOnly, GuestOnly, RequireAuth } from './routing/guards';
import { PageSpinner } from './routing/PageSpinner';
import RouteErrorPage from './routing/RouteErrorPage';

/** What a page module exports. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
  handle?: unknown;
}

/** Every page of SPEC §2 (plus the built-in test checkout and test onboarding), by module name. */
export const PAGES = {
  HomePage: '/',
  DealsPage: '/deals',
  DealPage: '/deals/:id',
  TestimonialsPage: '/testimonials',
  LoginPage: '/login',
  SignUpPage: '/signup',
  ForgotPasswordPage: '/forgot-password',
  SuccessPage: '/success',
  CancelPage: '/cancel',
  // The contract's TEST_CHECKOUT_ROUTE (routes.test.tsx keeps them equal): importing it from the
  // endpoint table would pull every schema into the entry chunk.
  TestCheckoutPage: '/test-checkout/:checkoutId',
  // The contract's WAITLIST_OFFER_ROUTE (routes.test.tsx keeps them equal), for the same reason.
  WaitlistOfferPage: '/waitlist-offers/:token',
  ProfilePage: '/profile',
  BookingDetailsPage: '/booking-details/:id',
  // The contract's ALERTS_ROUTE (routes.test.tsx keeps them equal).
  AlertsPage: '/alerts',
  BusinessDashboardPage: '/business-dashboard',
  BusinessEarningsPage: '/business-dashboard/earnings',
  // The contract's TEST_ONBOARDING_ROUTE (routes.test.tsx keeps them equal).
  TestOnboardingPage: '/test-onboarding/:accountId',
  NotFoundPage: '*',
} as const;
export type PageName = keyof typeof PAGES;

const pageModules = import.meta.glob<PageModule>('./pages/*Page.tsx');

/** The `lazy` of a page's route: loads `src/pages/<name>.tsx`. */
export function lazyPage(name: PageName): RouteObject['lazy'] {
  const load = pageModules[`./pages/${name}.tsx`];
  if (!load) throw new Error(`The route table names ${name}, but src/pages/${name}.tsx does not exist.`);
  return async () => {
    const module = await load();
    return {
      Component: module.default,
      ...(module.loader ? { loader: module.loader } : {}),
      ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
      ...(module.handle !== undefined ? { handle: module.handle } : {}),
    };
  };
}

const route = (name: PageName): RouteObject => {
  const path = PAGES[name];
  return path === '/' ? { index: true, lazy: lazyPage(name) } : { path, lazy: lazyPage(name) };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // Public: render at once, never wait for the sign-in check.
      route('HomePage'),
      route('DealsPage'),
      route('DealPage'),
      route('TestimonialsPage'),
      route('SuccessPage'),
      route('CancelPage'),
      route('TestCheckoutPage'),
      route('WaitlistOfferPage'),
      // Guests only: signed-in users go to /.
      { element: <GuestOnly />, children: [route('LoginPage'), route('SignUpPage'), route('ForgotPasswordPage')] },
      // Login required: "Loading..." while the sign-in is checked, guests go to /login.
      { element: <RequireAuth />, children: [route('ProfilePage'), route('BookingDetailsPage'), route('AlertsPage')] },
      // Business partners only: non-business users go to /.
      { element: <BusinessOnly />, children: [route('BusinessDashboardPage'), route('BusinessEarningsPage'), route('TestOnboardingPage')] },
      // Demo builds only: the e-mails the in-browser backend would have sent.
      ...(demoBackend
        ? [
            {
              path: DEMO_OUTBOX_PATH,
              element: (
                <Suspense fallback={<PageSpinner />}>
                  <demoBackend.OutboxPage />
                </Suspense>
              ),
            },
          ]
        : []),
      // Anything else.
      route('NotFoundPage'),
    ],
  },
];

/** The app's router (browser history); `hydrationData` when hydrating a server-rendered page. */
/** The browser's router for a page in `locale`: its URL prefix is the basename (`/es`), so links stay in the language. */
export function createAppRouter(locale: Locale, hydrationData?: HydrationState) {
  const basename = routerBasename(locale);
  return createBrowserRouter(routes, { ...(basename ? { basename } : {}), ...(hydrationData ? { hydrationData } : {}) });
}

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ALERTS_ROUTE, CANCEL_ROUTE, SUCCESS_ROUTE, TEST_CHECKOUT_ROUTE, TEST_ONBOARDING_ROUTE, WAITLIST_OFFER_ROUTE } from '@spur/contract';
import { DASHBOARD_PATH, EARNINGS_PATH } from './pages/business/paths';
import { PAGES, lazyPage, routes, type PageName } from './routes';
import { SAMPLE_USERS } from './auth';
import { renderRoutes } from './test/render';

describe('route table (SPEC §2)', () => {
  it('covers every route of the spec', () => {
    expect(Object.values(PAGES)).toEqual(
      expect.arrayContaining([
        '/',
        '/deals',
        '/deals/:id',
        '/testimonials',
        '/login',
        '/signup',
        '/forgot-password',
        '/success',
        '/cancel',
        '/profile',
        '/booking-details/:id',
        '/business-dashboard',
        '/business-dashboard/earnings',
        '*',
      ]),
    );
  });

  it('refuses a page whose module does not exist, rather than serving an empty route', () => {
    expect(() => lazyPage('GalleryPage' as PageName)).toThrow(
      'The route table names GalleryPage, but src/pages/GalleryPage.tsx does not exist.',
    );
  });

  it('links between the business pages with the route table\'s paths', () => {
    expect(PAGES.BusinessDashboardPage).toBe(DASHBOARD_PATH);
    expect(PAGES.BusinessEarningsPage).toBe(EARNINGS_PATH);
  });

  it('uses the contract\'s checkout routes', () => {
    expect(PAGES.TestCheckoutPage).toBe(TEST_CHECKOUT_ROUTE);
    expect(PAGES.WaitlistOfferPage).toBe(WAITLIST_OFFER_ROUTE);
    expect(PAGES.TestOnboardingPage).toBe(TEST_ONBOARDING_ROUTE);
    expect(PAGES.AlertsPage).toBe(ALERTS_ROUTE);
    expect(PAGES.SuccessPage).toBe(SUCCESS_ROUTE);
    expect(PAGES.CancelPage).toBe(CANCEL_ROUTE);
  });

  it('renders the not-found page for unknown paths', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, { path: '/definitely/not/here' });
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    log.mockRestore();
  });

  it.each([
    ['/profile', 'guest', '/login'],
    ['/booking-details/abc', 'guest', '/login'],
    ['/business-dashboard', 'guest', '/login'],
  ] as const)('%s as %s goes to %s', async (path, _status, expected) => {
    const { router } = renderRoutes(routes, { path, auth: { status: 'guest' } });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it.each(['/login', '/signup', '/forgot-password'])('%s sends signed-in users to /', async (path) => {
    const { router } = renderRoutes(routes, { path, auth: { user: SAMPLE_USERS.regular } });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the dashboard sends regular users to /', async () => {
    const { router } = renderRoutes(routes, { path: '/business-dashboard', auth: { user: SAMPLE_USERS.regular } });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('protected pages show "Loading..." during the sign-in check', async () => {
    const { router } = renderRoutes(routes, { path: '/profile', auth: { status: 'loading' } });
    // Wait for the lazy route (the router shows its own "Loading..." fallback until then).
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(router.state.location.pathname).toBe('/profile');
  });
});

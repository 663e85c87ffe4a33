import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { renderRoutes } from '../test/render';
import CancelPage from './CancelPage';
import TestimonialsPage from './TestimonialsPage';

beforeEach(() => resetToasts());

describe('CancelPage (SPEC §2 /cancel)', () => {
  it('says nothing was charged and offers Browse More Deals and Back to Home', () => {
    renderRoutes([{ path: '/cancel', element: <CancelPage /> }], { path: '/cancel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('No charges have been made.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse More Deals' })).toHaveAttribute('href', '/deals');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('TestimonialsPage (SPEC §2 /testimonials)', () => {
  const routes = [
    { path: '/', element: <p>Home page</p> },
    { path: '/deals', element: <p>Deals page</p> },
    { path: '/testimonials', element: <TestimonialsPage /> },
  ];

  it('Coming Soon shows the "Coming Soon" toast', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/testimonials' });
    expect(screen.getByRole('heading', { name: 'What Our Customers Are Saying' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coming Soon' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Coming Soon' });
  });

  it('Back goes back; landing here directly, it goes home', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/testimonials' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await router.navigate('/deals');
    await router.navigate('/testimonials');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });

  it('Home links to /', () => {
    renderRoutes(routes, { path: '/testimonials' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});

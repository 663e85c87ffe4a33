import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../test/render';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows 404, "Oops! Page not found" and a Return to Home link, and logs the 404', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { path: '/no/such/page' },
    );
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route: /no/such/page');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
    log.mockRestore();
  });
});

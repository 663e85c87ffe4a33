import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import RouteErrorPage from './RouteErrorPage';

function Boom(): never {
  throw new Error('Kaboom');
}

describe('RouteErrorPage', () => {
  it('is the router\'s generic error screen: "Unexpected Application Error!"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    log.mockRestore();
    warn.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { SAMPLE_USERS } from '../auth';
import { renderRoutes } from '../test/render';
import { BusinessOnly, GuestOnly, RequireAuth, returnPath } from './guards';

const routes: RouteObject[] = [
  { path: '/', element: <p>Home</p> },
  { path: '/login', element: <GuestOnly />, children: [{ index: true, element: <p>Login form</p> }] },
  { path: '/profile', element: <RequireAuth />, children: [{ index: true, element: <p>Profile</p> }] },
  { path: '/business-dashboard', element: <BusinessOnly />, children: [{ index: true, element: <p>Dashboard</p> }] },
  { path: '/wrapped', element: <RequireAuth><p>Wrapped child</p></RequireAuth> },
];

describe('RequireAuth', () => {
  it('shows "Loading..." while the sign-in check runs', () => {
    renderRoutes(routes, { path: '/profile', auth: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Profile')).not.toBeInTheDocument();
  });

  it('sends guests to /login', async () => {
    const { router } = renderRoutes(routes, { path: '/profile', auth: { status: 'guest' } });
    expect(await screen.findByText('Login form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
  });

  it('renders the page for signed-in users (as layout route or wrapper)', () => {
    renderRoutes(routes, { path: '/profile', auth: { user: SAMPLE_USERS.regular } });
    expect(screen.getByText('Profile')).toBeInTheDocument();
    renderRoutes(routes, { path: '/wrapped', auth: { user: SAMPLE_USERS.regular } });
    expect(screen.getByText('Wrapped child')).toBeInTheDocument();
  });
});

describe('GuestOnly', () => {
  it('renders for guests, and does not wait for the sign-in check', () => {
    renderRoutes(routes, { path: '/login', auth: { status: 'loading' } });
    expect(screen.getByText('Login form')).toBeInTheDocument();
  });

  it('sends signed-in users to /', () => {
    const { router } = renderRoutes(routes, { path: '/login', auth: { user: SAMPLE_USERS.regular } });
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends them back to the page that asked them to sign in', () => {
    const { router } = renderRoutes(routes, { path: '/login', state: { from: { pathname: '/profile', search: '?tab=saved', hash: '' } }, auth: { user: SAMPLE_USERS.regular } });
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/profile?tab=saved');
  });
});

describe('returnPath', () => {
  it('keeps same-origin paths only', () => {
    expect(returnPath({ from: { pathname: '/deals/1', search: '?a=1', hash: '#x' } })).toBe('/deals/1?a=1#x');
    expect(returnPath({ from: { pathname: '//evil.example' } })).toBeNull();
    expect(returnPath({ from: 'x' })).toBeNull();
    expect(returnPath(null)).toBeNull();
  });
});

describe('BusinessOnly', () => {
  it('shows "Loading..." while the sign-in check runs', () => {
    renderRoutes(routes, { path: '/business-dashboard', auth: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends guests to /login', () => {
    const { router } = renderRoutes(routes, { path: '/business-dashboard', auth: { status: 'guest' } });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends signed-in non-business users to /', () => {
    const { router } = renderRoutes(routes, { path: '/business-dashboard', auth: { user: SAMPLE_USERS.regular } });
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders for business partners', () => {
    renderRoutes(routes, { path: '/business-dashboard', auth: { user: SAMPLE_USERS.business } });
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });
});

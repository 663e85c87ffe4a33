/**
 * Route guards (SPEC §2 access column, §4 Session). Use them as layout routes (they render
 * `<Outlet />`) or wrap an element. Public pages use no guard and never wait for the sign-in check.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth';
import { PageSpinner } from './PageSpinner';

interface GuardProps {
  children?: ReactNode;
}

/** Login required: "Loading..." while the sign-in check runs; guests go to /login. */
export function RequireAuth({ children }: GuardProps) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'guest') return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/**
 * Where a guest sent to sign in came from (`state.from`, a router location, set by the guards and
 * the save heart): the path to return to once signed in, or null.
 */
export function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search = '', hash = '' } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  // Same-origin paths only ("//host" would leave the site).
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** Guests only (login, sign-up, forgot password): signed-in users go back where they came from, or to /. Never waits. */
export function GuestOnly({ children }: GuardProps) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'authenticated') return <Navigate to={returnPath(location.state) ?? '/'} replace />;
  return children ?? <Outlet />;
}

/** Business partners only: guests go to /login, signed-in non-business users to /. */
export function BusinessOnly({ children }: GuardProps) {
  const { status, isBusiness } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'guest') return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isBusiness) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

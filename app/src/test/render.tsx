import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from '@spur/ui-kit';
import { StaticSessionProvider } from '../session';
import type { SessionValue } from '../session';

/** Renders inside the theme and a fixed session. */
export function renderWithProviders(ui: ReactElement, { session }: { session?: Partial<SessionValue> } = {}) {
  return render(
    <ThemeProvider>
      <StaticSessionProvider {...(session ? { value: session } : {})}>{ui}</StaticSessionProvider>
    </ThemeProvider>,
  );
}

/** Renders routes in a memory router (theme + fixed session); returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], { path = '/', session }: { path?: string; session?: Partial<SessionValue> } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />, session ? { session } : {});
  return { ...result, router };
}

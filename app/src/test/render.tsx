import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_TIME_ZONE } from '@spur/contract';
import { ThemeProvider } from '@spur/ui-kit';
import { StaticSessionProvider } from '../session';
import type { SessionValue } from '../session';
import { NowProvider } from '../time/useNow';

export interface RenderOptions {
  session?: Partial<SessionValue>;
  /** Fixes the app's clock (`useNow`) at this instant, the viewer in the default city's zone; default: the real clock and zone. */
  now?: Date;
}

/** Renders inside the theme and a fixed session (and a fixed clock with `now`). */
export function renderWithProviders(ui: ReactElement, { session, now }: RenderOptions = {}) {
  return render(
    <ThemeProvider>
      <StaticSessionProvider {...(session ? { value: session } : {})}>
        <NowProvider now={now ?? null} zone={now ? DEFAULT_TIME_ZONE : null}>
          {ui}
        </NowProvider>
      </StaticSessionProvider>
    </ThemeProvider>,
  );
}

/** Renders routes in a memory router (theme + fixed session); returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], { path = '/', session, now }: RenderOptions & { path?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderWithProviders(<RouterProvider router={router} />, { ...(session ? { session } : {}), ...(now ? { now } : {}) });
  return { ...result, router };
}

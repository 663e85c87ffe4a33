import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DEFAULT_TIME_ZONE } from '@spur/contract';
import { DEFAULT_LOCALE, type Locale } from '@spur/i18n';
import { LocaleProvider } from '@spur/i18n/react';
import { ThemeProvider } from '@spur/ui-kit';
import { StaticAuthProvider } from '../auth';
import { KitLocale } from '../i18n/KitLocale';
import type { AuthValue } from '../auth';
import { NowProvider } from '../time/useNow';

export interface RenderOptions {
  auth?: Partial<AuthValue>;
  /** Fixes the app's clock (`useNow`) at this instant, the viewer in the default city's zone; default: the real clock and zone. */
  now?: Date;
  /** The page's language (default English); load its catalogs first: `await loadLocale('es')` (src/i18n/catalogs.ts). */
  locale?: Locale;
}

/** Renders inside the language (the app's and the kit's), the theme and a fixed sign-in state (and a fixed clock with `now`). */
export function renderWithProviders(ui: ReactElement, { auth, now, locale = DEFAULT_LOCALE }: RenderOptions = {}) {
  return render(
    <LocaleProvider locale={locale}>
      <KitLocale>
        <ThemeProvider>
          <StaticAuthProvider {...(auth ? { value: auth } : {})}>
            <NowProvider now={now ?? null} zone={now ? DEFAULT_TIME_ZONE : null}>
              {ui}
            </NowProvider>
          </StaticAuthProvider>
        </ThemeProvider>
      </KitLocale>
    </LocaleProvider>,
  );
}

/** Renders routes in a memory router (theme + fixed sign-in state); returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], { path = '/', state, auth, now, locale }: RenderOptions & { path?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const result = renderWithProviders(<RouterProvider router={router} />, { ...(auth ? { auth } : {}), ...(now ? { now } : {}), ...(locale ? { locale } : {}) });
  return { ...result, router };
}

import '@spur/ui-kit/fonts.css';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, type Locale } from '@spur/i18n';
import { LocaleProvider } from '@spur/i18n/react';
import { ThemeProvider } from '@spur/ui-kit';
import { FlashToast } from './FlashToast';
import { LazyToaster } from './LazyToaster';
import { AuthProvider, type AuthProviderProps } from './auth';
import { KitLocale } from './i18n/KitLocale';
import type { RenderedFor } from './auth';

export interface AppProps {
  /** The router (`createAppRouter()` in the browser, a memory router in tests). */
  router: ReturnType<typeof createBrowserRouter>;
  /** Auth machine override (tests, stories); the live one by default. */
  authMachine?: AuthProviderProps['machine'];
  /** Who a server-rendered page was rendered for (its hand-off). */
  renderedFor?: RenderedFor;
  /** The page's language (its URL's prefix), its catalogs loaded; English by default. */
  locale?: Locale;
}

/**
 * The app's providers: the page's language (the app's copy and the kit's), theme (and the
 * self-hosted font), the sign-in state (its start-up check runs in the background: public pages
 * render at once), the router and the toaster.
 */
export function App({ router, authMachine, renderedFor = null, locale = DEFAULT_LOCALE }: AppProps) {
  return (
    <AppFrame renderedFor={renderedFor} locale={locale} {...(authMachine ? { authMachine } : {})}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/** The providers around the router: the browser's `RouterProvider`, or the server's static one. */
export function AppFrame({
  children,
  authMachine,
  renderedFor = null,
  locale = DEFAULT_LOCALE,
}: {
  children: ReactNode;
  authMachine?: AuthProviderProps['machine'];
  renderedFor?: RenderedFor;
  locale?: Locale;
}) {
  return (
    <LocaleProvider locale={locale}>
      <KitLocale>
        <ThemeProvider>
          <AuthProvider renderedFor={renderedFor} {...(authMachine ? { machine: authMachine } : {})}>
            {children}
            <LazyToaster />
            <FlashToast />
          </AuthProvider>
        </ThemeProvider>
      </KitLocale>
    </LocaleProvider>
  );
}

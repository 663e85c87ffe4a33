import '@spur/ui-kit/fonts.css';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@spur/ui-kit';
import { FlashToast } from './FlashToast';
import { LazyToaster } from './LazyToaster';
import { SessionProvider, type SessionProviderProps } from './session';

export interface AppProps {
  /** The router (`createAppRouter()` in the browser, a memory router in tests). */
  router: ReturnType<typeof createBrowserRouter>;
  /** Session machine override (tests, stories); the live one by default. */
  sessionMachine?: SessionProviderProps['machine'];
}

/**
 * The app's providers: theme (and the self-hosted font), the session (its start-up check runs
 * in the background: public pages render at once), the router and the toaster.
 */
export function App({ router, sessionMachine }: AppProps) {
  return (
    <AppFrame {...(sessionMachine ? { sessionMachine } : {})}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/** The providers around the router: the browser's `RouterProvider`, or the server's static one. */
export function AppFrame({ children, sessionMachine }: { children: ReactNode; sessionMachine?: SessionProviderProps['machine'] }) {
  return (
    <ThemeProvider>
      <SessionProvider {...(sessionMachine ? { machine: sessionMachine } : {})}>
        {children}
        <LazyToaster />
        <FlashToast />
      </SessionProvider>
    </ThemeProvider>
  );
}

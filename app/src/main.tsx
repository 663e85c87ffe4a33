/**
 * Entry point. In demo mode the in-browser backend (MSW + mock database) starts here, in the
 * background: the first render does not wait for it. The API client, the auth module and the live
 * stream wait for it (`backend.ts`) before their first request, so nothing reaches the network too
 * early.
 *
 * A page the server rendered (issue 12: `entry-server.tsx`, handed over in `window.__SPUR_SSR__`)
 * is hydrated: its route module is loaded first, and the first render uses the server's data,
 * clock, zone and locale, so it matches the HTML; data it was rendered without starts loading
 * during hydration. Any other page renders here from scratch.
 */
import { StrictMode, startTransition } from 'react';
import { HTML_LANG } from '@spur/i18n';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App';
import { startBackend } from './backend';
import { DEMO_BUILD, isDemoMode } from './demo/demoMode';
import { PrerenderProvider, earlyLoads, entriesFromJson } from './data/prerender';
import { createAppRouter, routes } from './routes';
import { loadLocale } from './i18n/catalogs';
import { pageLocale, routerBasename } from './i18n/pageLocale';
import { redirectToPreferredLocale } from './i18n/demoNegotiation';
import { RenderEnvironmentProvider } from './ssr/environment';
import { currentHandoff } from './ssr/handoff';
import { HydratedMarker, expectServerParts, whenDocumentHydrated } from './ssr/lazyPart';
import { warmUpIntl } from './ssr/warmUpIntl';

startBackend();
// Its own small chunk: the worker (push, the offline voucher) is not needed to show the page.
void import('./pwa/registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker(whenDocumentHydrated(), { demo: isDemoMode() }));

const container = document.getElementById('root');
if (!container) throw new Error('Spur: #root element missing from index.html');

const locale = pageLocale(window.location.pathname);
document.documentElement.lang = HTML_LANG[locale];
// Its catalogs load beside the page's modules; the first render waits for both.
const catalogs = loadLocale(locale);

function renderInBrowser(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App router={createAppRouter(locale)} locale={locale} />
      <HydratedMarker />
    </StrictMode>,
  );
}

const handoff = currentHandoff();
if (DEMO_BUILD && isDemoMode() && redirectToPreferredLocale()) {
  // The static demo has no server to negotiate the language: the browser does, once, and leaves.
  // DEMO_BUILD, a build-time constant, drops the negotiation from other builds' entry.
} else if (handoff) {
  expectServerParts(handoff.parts);
  const routeModules = Promise.all([loadRouteModules(), catalogs]);
  warmUpIntl();
  // What the HTML was rendered without (the static demo's data) starts loading as hydration
  // renders it, not once the whole page has hydrated.
  const loads = earlyLoads();
  void whenDocumentHydrated().then(loads.close);
  routeModules.then(
    () =>
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page: the HTML is on screen already.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <PrerenderProvider value={{ entries: entriesFromJson(handoff.entries), collect: loads.collect, claim: loads.claim }}>
              <RenderEnvironmentProvider value={handoff.environment}>
                <App router={createAppRouter(locale, handoff.router)} renderedFor={handoff.renderedFor} locale={locale} />
              </RenderEnvironmentProvider>
            </PrerenderProvider>
            <HydratedMarker />
          </StrictMode>,
        );
      }),
    // The page's code did not load: the router shows its error screen, as without server rendering.
    () => renderInBrowser(container),
  );
} else {
  const render = () => renderInBrowser(container);
  // Without its catalogs (offline) the page still renders, in English.
  void catalogs.then(render, render);
}

/** Loads the lazy route modules of this URL, so the router's first render is the page, not its fallback. */
async function loadRouteModules() {
  const lazyMatches = matchRoutes(routes, window.location, routerBasename(locale))?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

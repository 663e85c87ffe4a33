/**
 * Server rendering (issue 12), built by `vite build --ssr` into `dist-ssr/`: the public pages as
 * HTML with their content, rendered with the same route modules, theme and styles as the browser,
 * which then hydrates them (`main.tsx`).
 *
 * A page renders, its `prerender` resources (the deals; for a signed-in visitor also their
 * bookings or their dashboard) load through the API client, and it renders again with them, until
 * nothing more is asked for; the last render is synchronous, every lazy part loaded by then. A
 * load that fails or outlasts its time renders the page's error state, as in the browser.
 *
 * Signed in (issue 32): the server hands over the visitor's identity token, verified from Amplify's
 * cookies. The render loads their profile with it as the bearer (reads only), renders the
 * navigation, the profile and the dashboard signed in, and hands the user to the browser, whose
 * AuthProvider starts from it. Without a token, or when the profile cannot be loaded, the page is
 * the guest's, and the account pages are left to the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { DEFAULT_LOCALE, HTML_LANG, INTL_LOCALE, type Locale } from '@spur/i18n';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { getProfile } from './api';
import { configureApiClient } from './api/client';
import { AppFrame } from './App';
import type { RenderedFor } from './auth';
import { claimsSayBusiness } from './auth/token';
import { PrerenderProvider, entriesToJson, settle, type HandedEntry, type Prerendered } from './data/prerender';
import { parseView } from './pages/deals/query';
import { PAGES, routes, type PageName } from './routes';
import { RenderEnvironmentProvider, type RenderEnvironment } from './ssr/environment';
import { handoffScript } from './ssr/handoff';
import { documentHead } from './ssr/documentHead';
import { loadLocale } from './i18n/catalogs';
import { pageLocale, routerBasename } from './i18n/pageLocale';
import { HydratedMarker, countParts } from './ssr/lazyPart';
import type { AuthUser } from './machines/authMachine';

/** For the server's document template: a rendered page's scripts, its own chunks with them, load after its first paint. */
export { chunkFiles, withScriptsAfterPaint, type Manifest } from './ssr/scriptsAfterPaint';

/** The pages rendered on the server for everyone; the others render in the browser. */
const SERVER_RENDERED: readonly PageName[] = ['HomePage', 'DealsPage', 'DealPage', 'TestimonialsPage', 'NotFoundPage'];
/**
 * …for a visitor not signed in, the sign-in pages (their guard sends a signed-in person away in
 * the browser): without scripts they say what needs JavaScript.
 */
const GUEST_RENDERED: readonly PageName[] = ['LoginPage', 'SignUpPage', 'ForgotPasswordPage'];
/** …and for a signed-in visitor, the pages whose guard lets them in: the profile, and the dashboard for a business. */
const SIGNED_IN_RENDERED: readonly PageName[] = ['ProfilePage'];
const BUSINESS_RENDERED: readonly PageName[] = ['BusinessDashboardPage'];
const pathsOf = (names: readonly PageName[]) => new Set<string>(names.map((name) => PAGES[name]));
const GUEST_PATHS = pathsOf([...SERVER_RENDERED, ...GUEST_RENDERED]);
const SIGNED_IN_PATHS = pathsOf([...SERVER_RENDERED, ...SIGNED_IN_RENDERED]);
const BUSINESS_PATHS = pathsOf([...SERVER_RENDERED, ...SIGNED_IN_RENDERED, ...BUSINESS_RENDERED]);

/**
 * The render a load belongs to (one process serves many at once): the API origin (several in
 * tests), the visitor's identity token, the bearer of their reads (null for a guest), and the
 * page's language, which the API answers in.
 */
const renderRequest = new AsyncLocalStorage<{ apiOrigin: string; idToken: string | null; locale: Locale }>();

configureApiClient({
  baseUrl: '',
  fetch: (input, init) => {
    const request = renderRequest.getStore();
    if (!request) throw new Error('Server rendering: an API call outside a render.');
    return fetch(new URL(String(input), request.apiOrigin), init);
  },
  tokenProvider: async ({ required }) => {
    const idToken = renderRequest.getStore()?.idToken ?? null;
    if (required && !idToken) throw new Error('Server rendering: a signed-in read for a guest.');
    return idToken;
  },
  locale: () => renderRequest.getStore()?.locale ?? DEFAULT_LOCALE,
});

/** Renders again while screens ask for more data, at most this many times. */
const MAX_RENDERS = 3;

export interface RenderOptions {
  /** The API's origin as the server reaches it (loopback); null renders every resource loading (the demo's build-time render). */
  apiOrigin: string | null;
  /** How long the page's data may take before the page renders its error state. */
  dataTimeoutMs: number;
  /** The site's public origin (`https://spur.example`): canonical and alternate URLs are absolute. */
  publicOrigin: string;
  /** The visitor's identity token, verified by the server from Amplify's cookies; null for a guest (and the demo's render). */
  idToken: string | null;
  /**
   * Without a token: whether the request carried no sign-in cookie at all, so the page shows the
   * guest's navigation (Log In, Sign Up). False when it is not known: a cookie that did not verify
   * (the browser may still refresh it), or the demo's render for every visitor.
   */
  knownGuest: boolean;
}

export interface RenderedPage {
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** The page's `<html lang>`. */
  lang: string;
  /** Its title, description, canonical URL and the same page in the other languages, for the head. */
  head: string;
  /** The styled-components style tags, for the head. */
  styles: string;
  /** The inline script handing the render to the browser, for the end of the body. */
  handoff: string;
  /** The page's route module, as the client build's manifest names it (`src/pages/DealsPage.tsx`). */
  module: string;
}

/**
 * Whether `url` (path and query) is one of the pages rendered on the server for `signedIn` (a
 * guest when null); the deals' map needs the browser.
 */
export function isServerRendered(url: string, signedIn: AuthUser | null = null): boolean {
  const location = new URL(url, 'http://spur.invalid');
  const leaf = matchRoutes(routes, location, routerBasename(pageLocale(location.pathname)))?.at(-1);
  const page = leaf?.route.index ? '/' : leaf?.route.path;
  if (page === PAGES.DealsPage && parseView(location.searchParams) === 'map') return false;
  const paths = !signedIn ? GUEST_PATHS : signedIn.business ? BUSINESS_PATHS : SIGNED_IN_PATHS;
  return page !== undefined && paths.has(page);
}

/** Who the identity token signs in, as the browser's auth machine would load them; null when the API does not answer with a profile. */
async function loadSignedIn(idToken: string, apiOrigin: string, locale: Locale, timeoutMs: number): Promise<AuthUser | null> {
  try {
    const user = await renderRequest.run({ apiOrigin, idToken, locale }, () => getProfile({ signal: AbortSignal.timeout(timeoutMs) }));
    return { user, email: user.email, business: user.user_type === 'business' || claimsSayBusiness(idToken) };
  } catch {
    return null;
  }
}

/** The page at `url` (path and query), or null when it is not rendered on the server. */
export async function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  const locale = pageLocale(new URL(url, 'http://spur.invalid').pathname);
  const signedIn = options.idToken && options.apiOrigin !== null ? await loadSignedIn(options.idToken, options.apiOrigin, locale, options.dataTimeoutMs) : null;
  if (!isServerRendered(url, signedIn)) return null;
  const renderedFor: RenderedFor = signedIn ?? (options.knownGuest ? 'guest' : null);
  await loadLocale(locale);
  const basename = routerBasename(locale);
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const context = await handler.query(new Request(new URL(url, 'http://spur.invalid')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches.at(-1)?.route;
  const status = leaf?.path === PAGES.NotFoundPage ? 404 : context.statusCode;
  const pagePath = leaf?.index ? '/' : leaf?.path;
  const pageName = (Object.keys(PAGES) as PageName[]).find((name) => PAGES[name] === pagePath);
  if (!pageName) throw new Error(`Server rendering: no page module for ${url}.`);

  const environment: RenderEnvironment = {
    now: Date.now(),
    zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    locale: INTL_LOCALE[locale],
  };
  const entries = new Map<string, HandedEntry>();
  // The same tree as main.tsx hydrates: `useId` values depend on where each component sits.
  const page = (collect?: Prerendered['collect']) => (
    <StrictMode>
      <PrerenderProvider value={collect ? { entries, collect } : { entries }}>
        <RenderEnvironmentProvider value={environment}>
          <AppFrame renderedFor={renderedFor} locale={locale}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </RenderEnvironmentProvider>
      </PrerenderProvider>
      <HydratedMarker />
    </StrictMode>
  );
  // Renders that wait for every lazy part and collect what the screens ask for, until they ask
  // for nothing new; then the page, complete, in one synchronous render.
  for (let pass = 1; options.apiOrigin !== null && pass <= MAX_RENDERS; pass += 1) {
    const asked = new Map<string, Promise<HandedEntry>>();
    const request = { apiOrigin: options.apiOrigin, idToken: signedIn ? options.idToken : null, locale };
    await renderComplete(
      page((key, load) => {
        if (asked.has(key)) return;
        const signal = AbortSignal.timeout(options.dataTimeoutMs);
        asked.set(key, settle(renderRequest.run(request, () => load(signal))));
      }),
    );
    if (asked.size === 0) break;
    for (const [key, entry] of asked) entries.set(key, await entry);
  }
  if (options.apiOrigin === null) await renderComplete(page());
  const { result: rendered, parts } = countParts(() => renderWithStyles(page()));
  return {
    status,
    html: rendered.html,
    styles: rendered.styles,
    handoff: handoffScript({
      url,
      environment,
      entries: entriesToJson(entries),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      parts,
      renderedFor,
    }),
    module: `src/pages/${pageName}.tsx`,
    lang: HTML_LANG[locale],
    head: documentHead(locale, new URL(url, 'http://spur.invalid'), options.publicOrigin),
  };
}

/** Renders until every lazy part has loaded (React keeps them loaded for the next render). */
async function renderComplete(element: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(element);
  // The markup is not used: React outlines large parts behind inline scripts, which the
  // Content-Security-Policy does not allow.
  prelude.resume();
}

/** The markup, every part inline, and the styles it used. */
function renderWithStyles(element: ReactNode): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const ROOT = '<div id="root"></div>';

/** The built index.html (`template`) with a rendered page in it. */
export function intoDocument(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to render into.`);
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>\s*<meta\s+name="description"\s+content="[^"]*"\s*\/>/, () => page.head)
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${page.handoff}</body>`);
}

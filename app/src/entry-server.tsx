/**
 * Server rendering (issue 12), built by `vite build --ssr` into `dist-ssr/`: the public pages as
 * HTML with their content, rendered with the same route modules, theme and styles as the browser,
 * which then hydrates them (`main.tsx`).
 *
 * A page renders, its `prerender` resources (public data: the deals) load through the API client
 * with no bearer, and it renders again with them, until nothing more is asked for; the last
 * render is synchronous, every lazy part loaded by then. A load that fails or outlasts its time
 * renders the page's error state, as in the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { configureApiClient } from './api/client';
import { AppFrame } from './App';
import { PrerenderProvider, entriesToJson, settle, type HandedEntry, type Prerendered } from './data/prerender';
import { parseView } from './pages/deals/query';
import { PAGES, routes, type PageName } from './routes';
import { RenderEnvironmentProvider, type RenderEnvironment } from './ssr/environment';
import { handoffScript } from './ssr/handoff';
import { HydratedMarker, countParts } from './ssr/lazyPart';

/** For the server's document template: a rendered page's scripts, its own chunks with them, load after its first paint. */
export { chunkFiles, withScriptsAfterPaint, type Manifest } from './ssr/scriptsAfterPaint';

/** The pages rendered on the server; the others (sign-in, the account, the dashboard) render in the browser. */
const SERVER_RENDERED: readonly PageName[] = ['HomePage', 'DealsPage', 'DealPage', 'TestimonialsPage', 'NotFoundPage'];
const SERVER_RENDERED_PATHS = new Set<string>(SERVER_RENDERED.map((name) => PAGES[name]));

/** The API origin of the render a load belongs to (one process may serve several origins: tests). */
const apiOrigin = new AsyncLocalStorage<string>();

// Public data only: the server never sends a bearer, whoever asked for the page.
configureApiClient({
  baseUrl: '',
  fetch: (input, init) => {
    const origin = apiOrigin.getStore();
    if (!origin) throw new Error('Server rendering: an API call outside a render.');
    return fetch(new URL(String(input), origin), init);
  },
  tokenProvider: async ({ required }) => {
    if (required) throw new Error('Server rendering loads public data only.');
    return null;
  },
});

/** Renders again while screens ask for more data, at most this many times. */
const MAX_RENDERS = 3;

export interface RenderOptions {
  /** The API's origin as the server reaches it (loopback); null renders every resource loading (the demo's build-time render). */
  apiOrigin: string | null;
  /** The locale to write distances for (the request's first Accept-Language). */
  locale: string;
  /** How long the page's data may take before the page renders its error state. */
  dataTimeoutMs: number;
}

export interface RenderedPage {
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** The styled-components style tags, for the head. */
  styles: string;
  /** The inline script handing the render to the browser, for the end of the body. */
  handoff: string;
  /** The page's route module, as the client build's manifest names it (`src/pages/DealsPage.tsx`). */
  module: string;
}

/** Whether `url` (path and query) is one of the server-rendered pages (the deals' map needs the browser). */
export function isServerRendered(url: string): boolean {
  const location = new URL(url, 'http://spur.invalid');
  const leaf = matchRoutes(routes, location)?.at(-1);
  const page = leaf?.route.index ? '/' : leaf?.route.path;
  if (page === PAGES.DealsPage && parseView(location.searchParams) === 'map') return false;
  return page !== undefined && SERVER_RENDERED_PATHS.has(page);
}

/** The page at `url` (path and query), or null when it is not rendered on the server. */
export async function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  if (!isServerRendered(url)) return null;
  const handler = createStaticHandler(routes);
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
    locale: options.locale,
  };
  const entries = new Map<string, HandedEntry>();
  // The same tree as main.tsx hydrates: `useId` values depend on where each component sits.
  const page = (collect?: Prerendered['collect']) => (
    <StrictMode>
      <PrerenderProvider value={collect ? { entries, collect } : { entries }}>
        <RenderEnvironmentProvider value={environment}>
          <AppFrame>
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
    const origin = options.apiOrigin;
    await renderComplete(
      page((key, load) => {
        if (asked.has(key)) return;
        const signal = AbortSignal.timeout(options.dataTimeoutMs);
        asked.set(key, settle(apiOrigin.run(origin, () => load(signal))));
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
    }),
    module: `src/pages/${pageName}.tsx`,
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
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `${page.handoff}</body>`);
}

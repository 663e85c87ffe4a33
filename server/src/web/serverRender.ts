/**
 * Server rendering (issue 12): the app's server entry (`app/dist-ssr`, built with the app)
 * renders the page; its markup, styles and hand-off script go into the built index.html. Pages it
 * does not render (sign-in; the account and the dashboard for a guest), and any page whose render
 * throws, fall through to the plain index.html (rendered in the browser, as before).
 *
 * The render sees the request's path, query and language, and (issue 32) the visitor's identity
 * token once it has been verified from Amplify's cookies (`signedInVisitor.ts`), or that there is
 * no sign-in cookie at all (the guest's navigation): never the request's headers themselves. A
 * page rendered for a signed-in visitor is theirs alone (`private, no-cache`), so no shared cache
 * keeps it; a guest's page keeps `cacheControl`. Every page varies by `Cookie` and `Accept-Language`:
 * an unprefixed (English) page sends a visitor who chose, or whose browser prefers, another
 * language Spur speaks to that language's URL (issue 30).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Koa from 'koa';
import { DEFAULT_LOCALE, localizedPath, preferredLocale, splitLocalePath } from '@spur/i18n';
import type { TokenVerifier } from '../auth/verifier';
import type { AppState } from '../middleware/context';
import { hasSignInCookies, signedInVisitor } from './signedInVisitor';

/** What `app/src/entry-server.tsx` renders. */
export interface RenderedPage {
  status: number;
  html: string;
  styles: string;
  handoff: string;
  /** The page's route module, as the client build's manifest names it. */
  module: string;
}

/** What `app/src/entry-server.tsx` renders with. */
export interface RenderOptions {
  apiOrigin: string;
  /** The site's origin as the visitor sees it: canonical and alternate URLs are absolute. */
  publicOrigin: string;
  dataTimeoutMs: number;
  /** The signed-in visitor's verified identity token; null for a guest. */
  idToken: string | null;
  /** No sign-in cookie at all: the page shows the guest's navigation (without one that verifies, the browser decides). */
  knownGuest: boolean;
}

/** The app's server entry, as `app/src/entry-server.tsx` exports it. */
export interface PageRenderer {
  render(url: string, options: RenderOptions): Promise<RenderedPage | null>;
  /** The built index.html with the page in it. */
  intoDocument(template: string, page: RenderedPage): string;
  /** The built index.html with its scripts, and the page's chunks given, requested after the first paint. */
  withScriptsAfterPaint(template: string, pageChunks?: readonly string[]): string;
  /** The files of a module's chunk and of those it imports, from the client build's manifest. */
  chunkFiles(manifest: object, module: string): string[];
}

/** How long a page's data may take before the page renders its error state. */
export const SERVER_DATA_TIMEOUT_MS = 3_000;
/** A page rendered for one signed-in visitor: their browser may keep it (revalidated), no shared cache. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-cache';
/** Imports the app's server entry from `ssrDir` (`app/dist-ssr`). */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer> {
  return (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as PageRenderer;
}

/**
 * Where a visit to an unprefixed (English) page should go instead, or null: the language the
 * visitor chose in the switcher (its cookie), else the first of their `Accept-Language` that Spur
 * speaks. A page already in a language, and a visitor who chose English, stay.
 */
function preferredPageUrl(ctx: Koa.Context): string | null {
  if (splitLocalePath(ctx.path).locale !== DEFAULT_LOCALE) return null;
  const locale = preferredLocale(ctx.get('Cookie'), ctx.get('Accept-Language'));
  return locale === DEFAULT_LOCALE ? null : `${localizedPath(locale, ctx.path)}${ctx.search}`;
}

/** This server as the render reaches its API: the address the request came in on. */
function loopbackOrigin(ctx: Koa.Context): string {
  const { localAddress = '127.0.0.1', localPort } = ctx.socket;
  return `http://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}

/**
 * Renders page paths (GET or HEAD, no file extension) the renderer knows; everything else goes
 * on to `next`. The HTML is revalidated (`cacheControl`) and compressed per response like the API.
 */
export function serverRenderedPages(options: {
  renderer: PageRenderer;
  templateFile: string;
  cacheControl: string;
  /** Verifies the identity token of Amplify's cookies for `clientId`'s users (the API's verifier). */
  signIn: { verifier: TokenVerifier; clientId: string };
  logger?: { error(details: object, message: string): void };
}): Koa.Middleware<AppState> {
  const template = readFileSync(options.templateFile, 'utf8');
  // Vite writes the client build's manifest beside index.html.
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(options.templateFile), '.vite', 'manifest.json'), 'utf8')) as object;
  // The HTML shows the page: its scripts, its own chunks with them, only make it respond, so they
  // wait for its first paint. One document per page module (a handful), made on its first request.
  const documents = new Map<string, string>();
  const documentFor = (module: string) => {
    let document = documents.get(module);
    if (document === undefined) {
      document = options.renderer.withScriptsAfterPaint(template, options.renderer.chunkFiles(manifest, module));
      documents.set(module, document);
    }
    return document;
  };
  return async (ctx, next) => {
    const lastSegment = ctx.path.split('/').pop() ?? '';
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || lastSegment.includes('.')) return next();
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    const localized = preferredPageUrl(ctx);
    if (localized) {
      ctx.status = 302;
      ctx.redirect(localized);
      return;
    }
    const cookies = ctx.get('Cookie');
    const visitor = await signedInVisitor(cookies, options.signIn);
    let page: RenderedPage | null;
    try {
      page = await options.renderer.render(ctx.url, {
        apiOrigin: loopbackOrigin(ctx),
        publicOrigin: `${ctx.protocol}://${ctx.host}`,
        dataTimeoutMs: SERVER_DATA_TIMEOUT_MS,
        idToken: visitor?.idToken ?? null,
        knownGuest: !hasSignInCookies(cookies, options.signIn.clientId),
      });
    } catch (error) {
      options.logger?.error({ err: error, url: ctx.url }, 'server rendering failed; the page renders in the browser');
      page = null;
    }
    if (!page) return next();
    ctx.status = page.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', visitor ? SIGNED_IN_CACHE_CONTROL : options.cacheControl);
    ctx.body = options.renderer.intoDocument(documentFor(page.module), page);
  };
}

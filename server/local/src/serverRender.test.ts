/**
 * Server rendering (issue 12) with the app's real server entry (`app/dist-ssr`, built first when
 * stale): the full stack on embedded Postgres renders the public pages with their deals and
 * styles, the same whoever asks; a page whose data fails renders its error state with Retry;
 * the other pages keep the plain shell; compression and the catalogue's ETags still hold.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InitiateAuthCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@spur/demo-data';
import { DEFAULT_CENTRE, DealListSchema, DealPageSchema, DealSchema, type Deal } from '@spur/contract';
import { REVALIDATE, loadPageRenderer, mountWebApp, type AppState, type PageRenderer } from '@spur/server';
import { rawGet } from '@spur/test-kit/raw-http';
import { APP_DIST, APP_SSR_DIST, ensureAppBuilt } from './appBuild';
import { LOCAL_CREDENTIALS } from './cognito';
import { startLocalStack, type LocalStack } from './stack';

const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
/** The app's build (both entries) when stale, then embedded Postgres and cognito-local. */
const BOOT_MS = 300_000;

let dataDir: string;
let stack: LocalStack;
let renderer: PageRenderer;
let origin: string;

beforeAll(async () => {
  await ensureAppBuilt(logger);
  renderer = await loadPageRenderer(APP_SSR_DIST);
  dataDir = await mkdtemp(path.join(tmpdir(), 'spur-ssr-'));
  stack = await startLocalStack({ env: { PORT: '0', COGNITO_LOCAL_PORT: '0' }, dataDir, distDir: APP_DIST, logger });
  origin = `http://127.0.0.1:${stack.port}`;
}, BOOT_MS);

afterAll(async () => {
  await stack?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const page = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${origin}${pathname}`, { headers });
  return { response, html: await response.text() };
};
const api = async (pathname: string): Promise<unknown> => (await fetch(`${origin}${pathname}`)).json();
/** The markup of #root: what the visitor sees, without the hand-off (it holds the render's instant). */
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="spur-ssr">'));
/** Text as React writes it in HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function signIn(email: string): Promise<string> {
  const client = new CognitoIdentityProviderClient({ endpoint: stack.cognito!.endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
  try {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito!.clientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
    );
    return AuthenticationResult!.IdToken!;
  } finally {
    client.destroy();
  }
}

describe('server-rendered public pages', () => {
  it('/: the "Happening near you" deals and the page styles are in the HTML, with the hand-off', async () => {
    const nearby = DealListSchema.parse(
      await api(`/api/deals?lat=${DEFAULT_CENTRE.latitude}&lng=${DEFAULT_CENTRE.longitude}&sort=now_near&limit=4`),
    );
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expect(nearby).toHaveLength(4);
    for (const deal of nearby) expect(root(html)).toContain(escaped(deal.title));
    expect(html).toMatch(/<head>[\s\S]*<style data-styled="true"[\s\S]*<\/head>/);
    expect(root(html)).toContain('Popular Categories');
    expect(html).toContain('<script type="application/json" id="spur-ssr">');
  });

  it('/deals with a query: the first page of matching deals and their count', async () => {
    const matching = DealPageSchema.parse(await api('/api/deals/page?search=beach'));
    const { deals } = matching;
    expect(deals.length).toBeGreaterThan(0);
    const { response, html } = await page('/deals?search=beach');
    expect(response.status).toBe(200);
    for (const deal of deals) expect(root(html)).toContain(escaped(deal.title));
    expect(root(html)).toContain(`${matching.total} deal`);
  });

  it('/deals/:id: the deal, its description and its price', async () => {
    const [first] = DealListSchema.parse(await api('/api/deals'));
    const deal: Deal = DealSchema.parse(await api(`/api/deals/${first!.id}`));
    const { html } = await page(`/deals/${deal.id}`);
    expect(root(html)).toContain(escaped(deal.title));
    expect(root(html)).toContain(escaped(deal.description.split('\n')[0]!));
    expect(root(html)).toMatch(/\$\d+(\.\d\d)?/);
  });

  it('the scripts of a rendered page are requested after its first paint; a page rendered in the browser loads them at once', async () => {
    const { html } = await page('/deals');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script src="\/scripts-after-paint\.js" defer data-entry="\/assets\/index-[\w-]+\.js" data-preloads="(\/assets\/[\w.-]+\.js ?)+"><\/script>/);
    expect(head).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    // The page's own chunks come with the entry: the deals page's module among them.
    expect(head).toMatch(/data-preloads="[^"]*\/assets\/DealsPage-[\w-]+\.js[^"]*"/);
    expect((await page('/')).html).toMatch(/data-preloads="[^"]*\/assets\/HomePage-[\w-]+\.js[^"]*"/);
    const browserRendered = (await page('/profile')).html;
    expect(browserRendered).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(browserRendered).not.toContain('scripts-after-paint');
  });

  it('a signed-in bearer (and cookies) change nothing: only public data is rendered', async () => {
    const token = await signIn(DEMO_ACCOUNTS.traveler.email);
    const guest = await page('/deals');
    const signedIn = await page('/deals', { Authorization: `Bearer ${token}`, Cookie: 'session=traveler' });
    expect(root(signedIn.html)).toBe(root(guest.html));
    expect(signedIn.html).not.toContain(DEMO_ACCOUNTS.traveler.email);
  });

  it('/testimonials and an unknown path render too; the unknown one is a 404', async () => {
    expect(root((await page('/testimonials')).html)).toContain('<main');
    const missing = await page('/no-such-page');
    expect(missing.response.status).toBe(404);
    expect(root(missing.html)).toContain('Oops! Page not found');
  });

  it("a guest's account pages keep the plain shell, rendered in the browser", async () => {
    for (const pathname of ['/profile', '/business-dashboard']) {
      const { response, html } = await page(pathname);
      expect(response.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="spur-ssr"');
    }
  });

  it('the sign-in pages render for a guest, with what needs JavaScript said for when it is off', async () => {
    for (const [pathname, heading] of [
      ['/login', 'Welcome back'],
      ['/signup', 'Create your account'],
      ['/forgot-password', 'Reset your password'],
    ] as const) {
      const { response, html } = await page(pathname);
      expect(response.status).toBe(200);
      expect(root(html)).toContain(heading);
      expect(root(html)).toContain('<noscript>');
      // Posted if ever sent before the scripts run: a password never lands in a URL.
      expect(root(html)).toMatch(/<form [^>]*method="post"/);
    }
  });

  it("no sign-in cookie renders the guest's Log In and Sign Up; one that does not verify leaves the navigation to the browser", async () => {
    const guest = root((await page('/')).html);
    expect(guest).toContain('href="/login"');
    expect(guest).toContain('href="/signup"');
    const prefix = `CognitoIdentityServiceProvider.${stack.cognito!.clientId}`;
    const unverified = await page('/', { Cookie: `${prefix}.LastAuthUser=someone; ${prefix}.someone.idToken=eyJ.not.valid` });
    expect(root(unverified.html)).not.toContain('href="/login"');
    expect(unverified.response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('the browser gets React\'s production build, though the test runner builds it under NODE_ENV=test', async () => {
    const scripts = (await readdir(path.join(APP_DIST, 'assets'))).filter((file) => file.endsWith('.js'));
    expect(scripts.filter((file) => file.includes('.development'))).toEqual([]);
    // React's owner stacks exist only in its development build.
    const development = [];
    for (const file of scripts) {
      if ((await readFile(path.join(APP_DIST, 'assets', file), 'utf8')).includes('react-stack-top-frame')) development.push(file);
    }
    expect(development).toEqual([]);
  });

  it('the HTML is compressed as accepted, and identity without Accept-Encoding', async () => {
    const br = await rawGet(`${origin}/deals`, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text()).toContain('id="spur-ssr"');
    const plain = await rawGet(`${origin}/deals`, null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text()).toContain('id="spur-ssr"');
  });

  it('the catalogue keeps its ETag and 304 beside the rendered pages', async () => {
    const first = await fetch(`${origin}/api/deals`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    const again = await fetch(`${origin}/api/deals`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('server rendering when the data fails', () => {
  let server: Server;
  let failingOrigin: string;
  const apiRequests: Record<string, string | undefined>[] = [];

  beforeAll(async () => {
    const app = new Koa<AppState>();
    // The API the render calls: it answers every catalogue request with a 500.
    app.use(async (ctx, next) => {
      if (!ctx.path.startsWith('/api/')) return next();
      apiRequests.push({ authorization: ctx.get('Authorization') || undefined, cookie: ctx.get('Cookie') || undefined });
      ctx.status = 500;
      ctx.body = { message: 'The database is down' };
    });
    mountWebApp(app, {
      distDir: APP_DIST,
      renderer,
      verifier: { verify: () => Promise.reject(new Error('guests only here')) },
      runtimeConfig: { apiUrl: '', demo: false, cognito: { userPoolId: 'p', userPoolClientId: 'c', authFlowType: 'USER_SRP_AUTH' } },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    failingOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server?.close();
  });

  it('/deals renders the list error with Retry; the request\'s bearer and cookies never reach the API', async () => {
    const response = await fetch(`${failingOrigin}/deals`, { headers: { Authorization: 'Bearer secret', Cookie: 'session=secret' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(root(html)).toContain('We could not load the deals');
    expect(root(html)).toContain('Retry');
    expect(apiRequests.length).toBeGreaterThan(0);
    expect(apiRequests.every((request) => request.authorization === undefined && request.cookie === undefined)).toBe(true);
  });

  it('/deals/:id renders the deal error with Retry', async () => {
    const html = await (await fetch(`${failingOrigin}/deals/00000000-0000-4000-8000-000000000001`)).text();
    expect(root(html)).toContain('We could not load this deal');
    expect(root(html)).toContain('Retry');
  });
});

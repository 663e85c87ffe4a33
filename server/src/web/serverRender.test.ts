/**
 * The page middleware around the app's renderer (a fake one here): a visitor whose Amplify cookie
 * verifies is rendered signed in and gets a private, per-cookie page; a guest, or a cookie that
 * does not verify, gets the guest's page and today's headers.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { unauthorized } from '@spur/domain';
import type { IdentityClaims } from '../auth/claims';
import type { TokenVerifier } from '../auth/verifier';
import type { AppState } from '../middleware/context';
import { serverRenderedPages, SIGNED_IN_CACHE_CONTROL, type PageRenderer, type RenderOptions } from './serverRender';

const CLIENT_ID = 'web-client';
const VALID = 'eyJ.valid';
const claims: IdentityClaims = { sub: 'sub-1', email: 'someone@spur.example' };
const verifier: TokenVerifier = {
  verify: async (token) => {
    if (token !== VALID) throw unauthorized(MESSAGES.invalidToken);
    return claims;
  },
};

const renders: RenderOptions[] = [];
const renderer: PageRenderer = {
  async render(_url, options) {
    renders.push(options);
    return { status: 200, html: `<p>${options.idToken ? 'signed in' : 'guest'}</p>`, styles: '', handoff: '', module: 'src/pages/HomePage.tsx' };
  },
  intoDocument: (template, page) => template.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`),
  withScriptsAfterPaint: (template) => template,
  chunkFiles: () => [],
};

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spur-render-'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
  const app = new Koa<AppState>();
  app.use(
    serverRenderedPages({ renderer, templateFile: path.join(dir, 'index.html'), cacheControl: 'no-cache', signIn: { verifier, clientId: CLIENT_ID } }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  renders.length = 0;
});

const cookie = (idToken: string) =>
  `CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser=someone%40spur.example; CognitoIdentityServiceProvider.${CLIENT_ID}.someone%40spur.example.idToken=${idToken}`;

it('renders a verified visitor signed in, private to them and varying by cookie', async () => {
  const response = await fetch(`${origin}/`, { headers: { Cookie: cookie(VALID) } });
  expect(await response.text()).toContain('signed in');
  expect(renders.map((options) => options.idToken)).toEqual([VALID]);
  expect(response.headers.get('cache-control')).toBe(SIGNED_IN_CACHE_CONTROL);
  expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  expect(response.headers.get('vary')).toMatch(/Cookie/);
});

it.each([
  ['no cookie', undefined],
  ['a cookie whose token does not verify', cookie('eyJ.expired')],
])('renders the guest\'s page with today\'s headers for %s', async (_label, sent) => {
  const response = await fetch(`${origin}/`, sent ? { headers: { Cookie: sent } } : {});
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('guest');
  expect(renders.map((options) => options.idToken)).toEqual([null]);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  // Its navigation still depends on the cookies: the guest's without any, the browser's with one that did not verify.
  expect(response.headers.get('vary')).toMatch(/Cookie/);
});

it.each([
  ['no cookie at all', undefined, true],
  ["another site's cookie only", 'theme=dark', true],
  ['a sign-in cookie that does not verify', cookie('eyJ.expired'), false],
])('tells the render whether the visitor is known to be a guest: %s', async (_label, sent, knownGuest) => {
  await fetch(`${origin}/`, sent ? { headers: { Cookie: sent } } : {});
  expect(renders.map((options) => options.knownGuest)).toEqual([knownGuest]);
});

it.each([
  ['Spanish first in Accept-Language', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' }, '/es/deals?q=kayak'],
  ['Chinese remembered from the switcher', { Cookie: 'spur_locale=zh-Hans', 'Accept-Language': 'es' }, '/zh-Hans/deals?q=kayak'],
])('sends an unprefixed page to the visitor\'s language: %s', async (_label, headers, location) => {
  const response = await fetch(`${origin}/deals?q=kayak`, { headers, redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(location);
  expect(response.headers.get('vary')).toMatch(/Accept-Language/);
  expect(renders).toEqual([]);
});

it.each([
  ['English chosen in the switcher', '/deals', { Cookie: 'spur_locale=en', 'Accept-Language': 'es' }],
  ['a language Spur does not speak', '/deals', { 'Accept-Language': 'fr-FR,de;q=0.8' }],
  ['a page already in a language', '/es/deals', { 'Accept-Language': 'zh-CN' }],
])('renders where it is for %s', async (_label, pathname, headers) => {
  const response = await fetch(`${origin}${pathname}`, { headers, redirect: 'manual' });
  expect(response.status).toBe(200);
  expect(renders.map((options) => options.publicOrigin)).toEqual([origin]);
});

/**
 * The built app's files: precompressed twins sent as they are (brotli or gzip as accepted, never
 * compressed per request), identity otherwise, `Vary: Accept-Encoding`, a year for hashed assets
 * and revalidation for HTML.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '@spur/test-kit/raw-http';
import { loadConfig } from '../config';
import { compressResponses } from '../middleware/compression';
import type { AppState } from '../middleware/context';
import { IMMUTABLE, REVALIDATE, mountWebApp, runtimeConfigFor } from './webApp';

const indexHtml = `<!doctype html><title>Spur</title>${'<p>Deals near you</p>'.repeat(100)}`;
const appJs = `console.log(${JSON.stringify('app '.repeat(1000))});`;
/** A text file the build did not precompress: must not be compressed per request either. */
const plainJs = `console.log(${JSON.stringify('plain '.repeat(1000))});`;
/** Twins with markers, to prove the server sends the build's files and does not re-encode. */
const BR_MARKER = '/* brotli twin */';
const GZ_MARKER = '/* gzip twin */';

let dir: string;
let server: Server;
let origin: string;

async function withTwins(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content + BR_MARKER));
  await writeFile(`${file}.gz`, gzipSync(content + GZ_MARKER));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'spur-web-'));
  await mkdir(path.join(dir, 'assets'));
  await withTwins(path.join(dir, 'index.html'), indexHtml);
  await withTwins(path.join(dir, 'assets', 'index-AbC123.js'), appJs);
  await writeFile(path.join(dir, 'assets', 'plain-XyZ789.js'), plainJs);
  const app = new Koa<AppState>();
  app.use(compressResponses());
  mountWebApp(app, {
    distDir: dir,
    verifier: { verify: () => Promise.reject(new Error('no pages are rendered here')) },
    runtimeConfig: { apiUrl: '', demo: false, cognito: { userPoolId: 'p</script>', userPoolClientId: 'c', authFlowType: 'USER_SRP_AUTH' } },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the built app, precompressed', () => {
  it.each([
    ['br, gzip', 'br', appJs + BR_MARKER],
    ['gzip, deflate', 'gzip', appJs + GZ_MARKER],
    ['identity', undefined, appJs],
    [null, undefined, appJs],
    ['compress', undefined, appJs],
  ])('a hashed asset for Accept-Encoding %j: %s, cached a year', async (acceptEncoding, encoding, body) => {
    const response = await rawGet(`${origin}/assets/index-AbC123.js`, acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.text()).toBe(body);
  });

  it.each(['/', '/deals', '/booking-details/123'])('%s: index.html from its brotli twin, revalidated', async (page) => {
    const response = await rawGet(`${origin}${page}`, 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.text()).toBe(indexHtml + BR_MARKER);
  });

  it('a page for a client without Accept-Encoding: the plain index.html', async () => {
    const response = await rawGet(`${origin}/deals`, null);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.wire.toString('utf8')).toBe(indexHtml);
  });

  it('a text file without twins goes out as it is, never compressed per request', async () => {
    const response = await rawGet(`${origin}/assets/plain-XyZ789.js`, 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.wire.toString('utf8')).toBe(plainJs);
  });

  it.each(['/', '/assets/index-AbC123.js', '/spur-config.js'])('a revalidation of an unchanged %s is a 304 without the body', async (file) => {
    const { headers } = await rawGet(`${origin}${file}`, 'br');
    const validators = { 'If-Modified-Since': headers['last-modified'], 'If-None-Match': headers.etag };
    const sent = Object.fromEntries(Object.entries(validators).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    expect(Object.keys(sent)).not.toEqual([]);
    const again = await rawGet(`${origin}${file}`, 'br', { headers: sent });
    expect([again.status, again.wire.length]).toEqual([304, 0]);
  });

  it('a missing asset is 404, not the page', async () => {
    expect((await rawGet(`${origin}/assets/missing-XyZ.js`, 'br')).status).toBe(404);
  });
});

describe('the runtime config (/spur-config.js)', () => {
  const cognitoOf = (env: Record<string, string>) =>
    loadConfig({ DATABASE_URL: 'postgres://db/spur', COGNITO_USER_POOL_ID: 'eu-west-1_AbC', COGNITO_CLIENT_ID: 'client', ...env }).cognito;

  it('a Cognito user pool: SRP sign-in, no endpoint', () => {
    expect(runtimeConfigFor(cognitoOf({}))).toEqual({
      apiUrl: '',
      demo: false,
      cognito: { userPoolId: 'eu-west-1_AbC', userPoolClientId: 'client', authFlowType: 'USER_SRP_AUTH' },
    });
  });

  it('an emulator: its endpoint, and password sign-in (it has no SRP)', () => {
    expect(runtimeConfigFor(cognitoOf({ COGNITO_ENDPOINT: 'http://127.0.0.1:9229/' })).cognito).toEqual({
      userPoolId: 'eu-west-1_AbC',
      userPoolClientId: 'client',
      userPoolEndpoint: 'http://127.0.0.1:9229',
      authFlowType: 'USER_PASSWORD_AUTH',
    });
  });

  it('is served as a script, revalidated, with nothing that could close its element', async () => {
    const response = await rawGet(`${origin}/spur-config.js`, null);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.text()).toBe('window.__SPUR_CONFIG__ = {"apiUrl":"","demo":false,"cognito":{"userPoolId":"p\\u003c/script>","userPoolClientId":"c","authFlowType":"USER_SRP_AUTH"}};\n');
  });
});

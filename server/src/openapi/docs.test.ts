/** /api/openapi.json and the /api/docs reference page, as the running app serves them. */
import { describe, expect, it } from 'vitest';
import { rawGet } from '@spur/test-kit/raw-http';
import { useTestApi } from '../../test/helpers/testApp';
import { buildOpenApiDocument } from './document';
import { DOCS_PATH, OPENAPI_PATH } from './docs';

const api = useTestApi();
const url = (path: string) => `${api().url}${path}`;

describe('GET /api/openapi.json', () => {
  it('is the generated document, without a bearer', async () => {
    const response = await api().request('GET', OPENAPI_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual(buildOpenApiDocument());
  });

  it('goes out as brotli or gzip as accepted, identity otherwise, with Vary', async () => {
    const identity = await rawGet(url(OPENAPI_PATH), null);
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await rawGet(url(OPENAPI_PATH), encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.wire.length).toBeLessThan(identity.wire.length / 4);
      expect(response.text()).toBe(identity.wire.toString('utf8'));
    }
    expect((await rawGet(url(OPENAPI_PATH), 'compress')).headers['content-encoding']).toBeUndefined();
  });

  it('is revalidated by ETag: 304 when unchanged', async () => {
    const first = await rawGet(url(OPENAPI_PATH), 'br');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet(url(OPENAPI_PATH), 'br', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.wire.length).toBe(0);
    const changed = await rawGet(url(OPENAPI_PATH), 'br', { headers: { 'If-None-Match': '"another"' } });
    expect(changed.status).toBe(200);
  });

  it('only GET and HEAD: other methods are the API 404', async () => {
    expect(await api().request('POST', OPENAPI_PATH)).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('GET /api/docs', () => {
  it('a page that loads Swagger UI from this server only, allowed by the Content-Security-Policy', async () => {
    const response = await fetch(url(DOCS_PATH));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<title>Spur API reference</title>');
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]!);
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
    expect(scripts).toEqual([`${DOCS_PATH}/swagger-ui-bundle.js`, `${DOCS_PATH}/init.js`]);
    // No inline script (the policy would block it), nothing from another origin.
    expect(html.match(/<script/g)).toHaveLength(scripts.length);
    expect(html).not.toMatch(/https?:\/\//);

    for (const path of [...scripts, ...styles]) {
      const file = await rawGet(url(path), 'br');
      // The start-up script is below the compression threshold.
      const encoding = path.endsWith('/init.js') ? undefined : 'br';
      expect([path, file.status, file.headers['content-encoding']]).toEqual([path, 200, encoding]);
      expect(file.headers['content-type']).toMatch(path.endsWith('.css') ? /^text\/css/ : /^application\/javascript/);
    }
    const init = await (await fetch(url(`${DOCS_PATH}/init.js`))).text();
    expect(init).toContain(`url: "${OPENAPI_PATH}"`);
    expect(init).toContain('validatorUrl: null');
    const bundle = await rawGet(url(`${DOCS_PATH}/swagger-ui-bundle.js`), null);
    expect(bundle.text()).toContain('SwaggerUIBundle');
  });

  it('unknown paths under /api/docs are still the API 404', async () => {
    expect(await api().request('GET', `${DOCS_PATH}/nope.js`)).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

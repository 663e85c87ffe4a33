/** HTTP-level behaviour shared by every endpoint: bodies, unknown paths, headers, CORS. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { signUpBusiness } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi({ env: { APP_ORIGIN: 'http://app.test', COGNITO_ENDPOINT: 'http://127.0.0.1:9229' } });

const contact = { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Hi there' };

describe('request bodies', () => {
  it('413 for a body over the limit', async () => {
    const response = await api().request('POST', '/api/contact', { body: { ...contact, message: 'x'.repeat(200_000) } });
    expect(response).toMatchObject({ status: 413, body: { message: MESSAGES.bodyTooLarge } });
  });

  it.each(['{"name": "Ana",', 'not json', '"just a string"', ' '])('400 for invalid JSON %j', async (rawBody) => {
    const response = await api().request('POST', '/api/contact', { rawBody });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.invalidJson } });
  });

  it('validates an empty body as one without fields', async () => {
    const response = await api().request('POST', '/api/contact', { rawBody: '' });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.fillAllFields } });
  });

  it('validates arrays and non-JSON content types as empty bodies', async () => {
    const array = await api().request('POST', '/api/contact', { rawBody: '[1, 2]' });
    expect(array).toMatchObject({ status: 400, body: { message: MESSAGES.fillAllFields } });
    const form = await api().request('POST', '/api/contact', {
      rawBody: 'name=Ana',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form).toMatchObject({ status: 400, body: { message: MESSAGES.fillAllFields } });
  });

  it('drops NUL characters instead of failing in the database', async () => {
    const owner = await signUpBusiness(api());
    const created = await api().request('POST', '/api/deals', { token: owner.token, body: { title: 'Nul\u0000title', price: 5 } });
    expect(created).toMatchObject({ status: 201, body: { title: 'Nultitle' } });
    expect((await api().request('GET', '/api/deals?search=a%00b')).status).toBe(200);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api'],
    ['GET', '/api/nope'],
    ['POST', '/api/deals/business/stats'],
    ['PATCH', '/api/deals'],
    ['GET', '/api/users/init/extra'],
  ])('%s %s answers 404 Not found', async (method, path) => {
    const response = await api().request(method, path);
    expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.notFound } });
  });

  it('leaves paths outside /api to whatever is mounted after the API', async () => {
    const response = await api().request('GET', '/some/page');
    expect(response.status).toBe(404);
    expect(response.body).not.toEqual({ message: MESSAGES.notFound });
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy allowing the Cognito endpoint', async () => {
    const response = await api().request('GET', '/api/deals');
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'connect-src': "'self' http://127.0.0.1:9229",
      'img-src': "'self' data: https:",
      'style-src': "'self' 'unsafe-inline'",
      'script-src': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(directives).not.toHaveProperty('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const generated = await api().request('GET', '/api/deals');
    expect(generated.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    const kept = await api().request('GET', '/api/deals', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await api().request('GET', '/api/deals', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('<');
  });

  it('allows CORS from the configured app origin only', async () => {
    const allowed = await api().request('GET', '/api/deals', { headers: { Origin: 'http://app.test' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.test');
    const other = await api().request('GET', '/api/deals', { headers: { Origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await api().request('OPTIONS', '/api/bookings', {
      headers: { Origin: 'http://app.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('keeps CORS headers on error answers', async () => {
    const response = await api().request('GET', '/api/users/profile', { headers: { Origin: 'http://app.test' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test');
  });
});

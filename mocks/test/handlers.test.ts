import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import '../src/polyfills';
import { MESSAGES, endpoints, type Endpoint } from '@spur/contract';
import { handlers, pathPatterns, resetMockData, getSharedBackend } from '@spur/mocks/handlers';

describe('pathPatterns', () => {
  it('matches any origin in Node and the page origin in browsers', () => {
    expect(pathPatterns('/api/deals')).toEqual(['*/api/deals']);
    expect(pathPatterns('/api/deals', 'https://api.spur.example/')).toEqual(['https://api.spur.example/api/deals']);
    vi.stubGlobal('location', new URL('http://localhost:5173/deals'));
    try {
      expect(pathPatterns('/api/deals')).toEqual(['/api/deals']);
      expect(pathPatterns('/api/deals', 'http://localhost:8080')).toEqual(['http://localhost:8080/api/deals', '/api/deals']);
      expect(pathPatterns('/api/deals', 'http://localhost:5173')).toEqual(['http://localhost:5173/api/deals']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('default handlers (Storybook)', () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('answer every row of the endpoint table (one API handler finds the endpoint); other API paths and methods get the fallback', async () => {
    const fallback = { status: 404, message: MESSAGES.notFound };
    const answer = async (method: string, path: string) => {
      const res = await fetch(`http://storybook.local${path}`, { method });
      return { status: res.status, message: ((await res.json()) as { message?: string }).message };
    };
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const path = endpoint.path.replace(/:[a-zA-Z]+/g, '5eedde00-0000-4000-8000-0000000000ff');
      expect(await answer(endpoint.method, path), `${endpoint.method} ${endpoint.path}`).not.toEqual(fallback);
    }
    expect(await answer('GET', '/api/nope')).toEqual(fallback);
    expect(await answer('PATCH', '/api/deals')).toEqual(fallback);
    // The live stream, Cognito, and the API: MSW tries few handlers for each request.
    expect(handlers.length).toBeLessThan(6);
  });

  it('serve the seed from a shared in-memory backend without a contact rate limit', async () => {
    const deals = (await (await fetch('http://storybook.local/api/deals?category=safari')).json()) as unknown[];
    expect(deals).toHaveLength(5);
    const body = JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' });
    for (let i = 0; i < 7; i += 1) {
      const res = await fetch('http://storybook.local/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status).toBe(200);
    }
    expect(getSharedBackend().db.contactMessage.getAll()).toHaveLength(7);
    await resetMockData();
    expect(getSharedBackend().db.contactMessage.getAll()).toHaveLength(0);
  });
});

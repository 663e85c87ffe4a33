import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import '../src/polyfills';
import { endpoints } from '@spur/contract';
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

  it('cover every row of the endpoint table plus the live stream, Cognito and the /api fallback', () => {
    const rows = Object.keys(endpoints).length;
    expect(handlers.length).toBe(rows + 3);
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

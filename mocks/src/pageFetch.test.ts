import { http, HttpResponse, passthrough } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createBackend } from './backend';
import { createHandlers } from './handlers';
import { pageFetch } from './pageFetch';

const API = 'https://demo.example';

describe('pageFetch: the demo\'s API calls answered in the page', () => {
  it('answers from the backend\'s handlers, without the network', async () => {
    const network = vi.fn<typeof fetch>();
    const send = pageFetch(createHandlers({ backend: createBackend({ storage: null }), apiBase: API }), network);
    const response = await send(`${API}/api/deals/page?limit=2`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { deals: unknown[]; total: number };
    expect(page.deals).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(network).not.toHaveBeenCalled();
  });

  it('sends the body to the handler, and answers its errors as they are', async () => {
    const send = pageFetch([http.post(`${API}/echo`, async ({ request }) => HttpResponse.json(await request.json(), { status: 201 }))]);
    const response = await send(`${API}/echo`, { method: 'POST', body: JSON.stringify({ seats: 2 }), headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ seats: 2 });
  });

  it('leaves a request no handler answers, or one passed through, to the network, body included', async () => {
    const network = vi.fn<typeof fetch>(async () => new Response('from the network'));
    const send = pageFetch(
      [http.post(`${API}/pass`, async ({ request }) => {
        await request.text();
        return passthrough();
      })],
      network,
    );
    await expect((await send('https://elsewhere.example/picture.svg')).text()).resolves.toBe('from the network');
    await send(`${API}/pass`, { method: 'POST', body: 'hello' });
    expect(network).toHaveBeenCalledTimes(2);
    const passed = network.mock.calls[1]?.[0] as Request;
    expect(passed.url).toBe(`${API}/pass`);
    await expect(passed.text()).resolves.toBe('hello');
  });

  it('rejects an aborted call with an AbortError, as fetch does, before or while the handler runs', async () => {
    let finish = () => {};
    const slow = http.get(`${API}/slow`, () => new Promise<Response>((resolve) => (finish = () => resolve(HttpResponse.json({})))));
    const send = pageFetch([slow]);
    const before = new AbortController();
    before.abort();
    await expect(send(`${API}/slow`, { signal: before.signal })).rejects.toMatchObject({ name: 'AbortError' });

    const during = new AbortController();
    const pending = send(`${API}/slow`, { signal: during.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    during.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    finish();
  });
});

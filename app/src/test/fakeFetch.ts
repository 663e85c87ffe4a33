/** A `fetch` for `configureApiClient` in component tests: answers by method and path, records calls. */
export interface FakeCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeRoute = (call: FakeCall) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200, statusText = status === 200 ? 'OK' : '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

export function fakeFetch(route: FakeRoute) {
  const calls: FakeCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://api.test');
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      search: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const answer = await route(call);
    return answer ?? json({ message: 'Not found' }, 404, 'Not Found');
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

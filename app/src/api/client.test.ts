import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { localize } from '@spur/i18n';
import { resetBackendForTests } from '../backend';
import { COPY } from '../copy';
import { loadLocale } from '../i18n/catalogs';
import { TokenError } from '../auth/token';
import { deferred, fakeJwt, regularUser } from '../test/fakes';
import {
  ApiError,
  cancelBooking,
  configureApiClient,
  createCheckout,
  getMyBookings,
  getProfile,
  listDeals,
  onUnauthorized,
  sendContactMessage,
} from './index';

const token = fakeJwt();

const deal = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Sunset Kayak Tour',
  description: 'Paddle along the cliffs at golden hour.',
  price: 49,
  original_price: 65,
  category: 'tour',
  location: 'Laguna Beach, CA',
  business_name: 'Laguna Paddle Co.',
  business_id: '5eedb500-0000-4000-8000-0000000000b1',
  available_slots: 6,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: 4.8,
  reviewCount: 12,
  expires_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  cancellation: { free_hours: 24, late_refund_percent: 0 },
  price_drop: null,
  has_sessions: false,
  next_session: null,
  more_sessions: 0,
  latitude: 33.5427,
  longitude: -117.7854,
  distance_m: null,
  languages: ['en'],
};

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

let requests: Recorded[];
let respond: (request: Recorded) => Response | Promise<Response>;
let restore: () => void;
let signedIn: boolean;

beforeEach(() => {
  requests = [];
  signedIn = true;
  respond = () => json({});
  restore = configureApiClient({
    baseUrl: 'https://api.spur.test/',
    fetch: async (input, init) => {
      const request: Recorded = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      requests.push(request);
      return respond(request);
    },
    tokenProvider: async ({ required }) => {
      if (signedIn) return token;
      if (required) throw new TokenError(COPY.auth.noToken);
      return null;
    },
  });
});

afterEach(() => {
  restore();
  resetBackendForTests();
});

describe('API client: requests', () => {
  it('builds the URL from the base URL, the contract path and the non-empty query; public calls carry no bearer', async () => {
    respond = () => json([deal]);
    const deals = await listDeals({ search: 'kayak tours', category: undefined });
    expect(deals).toEqual([deal]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: 'https://api.spur.test/api/deals?search=kayak+tours', method: 'GET' });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('adds the bearer for user endpoints', async () => {
    respond = () => json(regularUser);
    await expect(getProfile()).resolves.toEqual(regularUser);
    expect(requests[0]?.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it("asks for the page's language: English on an unprefixed page, the prefix's language otherwise, the render's when told", async () => {
    respond = (request) => json(request.url.endsWith('/profile') ? regularUser : []);
    await listDeals();
    expect(requests[0]?.headers['Accept-Language']).toBe('en');
    window.history.pushState({}, '', '/zh-Hans/deals');
    try {
      await listDeals();
      expect(requests[1]?.headers['Accept-Language']).toBe('zh-Hans');
    } finally {
      window.history.pushState({}, '', '/');
    }
    const restoreLocale = configureApiClient({ locale: () => 'es' });
    await getProfile();
    restoreLocale();
    expect(requests[2]?.headers['Accept-Language']).toBe('es');
  });

  it("says its own failures in the calls' language", async () => {
    await loadLocale('es');
    const restoreLocale = configureApiClient({ locale: () => 'es' });
    try {
      respond = () => json({ message: 'No se encontró la reserva' }, { status: 500, statusText: 'Server Error' });
      await expect(listDeals()).rejects.toMatchObject({ message: 'No se pudieron cargar las ofertas: 500 Server Error' });
      respond = () => {
        throw new TypeError('Failed to fetch');
      };
      await expect(getProfile()).rejects.toMatchObject({ kind: 'network', message: localize(COPY, 'es').api.network });
    } finally {
      restoreLocale();
    }
  });

  it('fails before sending when a user endpoint has no token ("No JWT token available")', async () => {
    signedIn = false;
    await expect(getProfile()).rejects.toThrow('No JWT token available');
    expect(requests).toHaveLength(0);
  });

  it('checkout sends the bearer only when signed in', async () => {
    respond = () => json({ url: 'https://pay.example/cs_1', hold_expires_at: '2026-11-20T17:15:00.000Z' });
    const body = { dealId: deal.id, name: deal.title, amount: 4900, quantity: 1 as const };
    await createCheckout(body);
    expect(requests[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    signedIn = false;
    await createCheckout({ ...body, guestInfo: { email: '', name: 'Guest' } });
    expect(requests[1]?.headers.Authorization).toBeUndefined();
    expect(requests[1]?.body).toEqual({ ...body, guestInfo: { email: '', name: 'Guest' } });
    expect(requests[1]?.headers['Content-Type']).toBe('application/json');
    expect(requests[1]?.method).toBe('POST');
  });

  it('encodes path parameters', async () => {
    respond = () =>
      json({ ...deal, deal_id: deal.id, status: 'cancelled', booking_time: deal.created_at, confirmation_id: null, session_id: null, session_starts_at: null, session_duration_minutes: null, deal_expires_at: null, refunded_amount: null, voucher_code: null, checked_in_at: null, review: null, can_review: false, id: 'a/b' });
    await cancelBooking('a/b');
    expect(requests[0]).toMatchObject({ url: 'https://api.spur.test/api/bookings/a%2Fb', method: 'DELETE' });
  });

  it('waits for the backend to be ready before the first request', async () => {
    const ready = deferred<void>();
    resetBackendForTests(ready.promise);
    respond = () => json({ success: true, message: 'ok' });
    const pending = sendContactMessage({ name: 'a', email: 'a@b.co', subject: 's', message: 'm' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(requests).toHaveLength(0);
    ready.resolve();
    await expect(pending).resolves.toEqual({ success: true, message: 'ok' });
    expect(requests).toHaveLength(1);
  });
});

describe('API client: errors', () => {
  it('throws ApiError with status, statusText and the server message', async () => {
    respond = () => json({ message: MESSAGES.bookingNotFound }, { status: 404, statusText: 'Not Found' });
    const error = await cancelBooking('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', message: MESSAGES.bookingNotFound, kind: 'http' });
  });

  it('falls back to the status text when the error body has no message', async () => {
    respond = () => new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(getProfile()).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('reports a network failure as kind "network"', async () => {
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(getProfile()).rejects.toMatchObject({ kind: 'network', status: 0, message: COPY.api.network });
  });

  it('rejects answers that do not match the response schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    respond = () => json({ email: 42 });
    await expect(getProfile()).rejects.toMatchObject({ kind: 'invalid-response', message: 'Invalid data format received from server' });
    log.mockRestore();
  });

  it('tells the auth provider about a 401 on a call that carried a bearer', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    respond = () => json({ message: MESSAGES.invalidToken }, { status: 401, statusText: 'Unauthorized' });
    await expect(getProfile()).rejects.toMatchObject({ status: 401, message: MESSAGES.invalidToken });
    expect(listener).toHaveBeenCalledTimes(1);
    signedIn = false;
    await expect(createCheckout({ dealId: 'x', amount: 100 })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('API client: the spec\'s special cases', () => {
  it('my-bookings 404 means no bookings', async () => {
    respond = () => json({ message: 'Not found' }, { status: 404, statusText: 'Not Found' });
    await expect(getMyBookings()).resolves.toEqual([]);
  });

  it('my-bookings other failures still throw', async () => {
    respond = () => json({ message: 'Internal' }, { status: 500, statusText: 'Internal Server Error' });
    await expect(getMyBookings()).rejects.toMatchObject({ status: 500 });
  });

  it('deals failure: "Failed to fetch deals: {status} {statusText}"', async () => {
    respond = () => json({ message: 'boom' }, { status: 503, statusText: 'Service Unavailable' });
    await expect(listDeals()).rejects.toMatchObject({ message: 'Failed to fetch deals: 503 Service Unavailable', status: 503 });
  });

  it('deals not an array: "Invalid data format received from server"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    respond = () => json({ deals: [] });
    await expect(listDeals()).rejects.toMatchObject({ message: 'Invalid data format received from server' });
    log.mockRestore();
  });

  it('deals network failure keeps the network message', async () => {
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(listDeals()).rejects.toMatchObject({ kind: 'network' });
  });
});

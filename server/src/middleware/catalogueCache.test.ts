/**
 * The cached catalogue end to end: validators and 304s, public caching only for anonymous
 * requests, answers kept serialized and compressed, dropped on writes and after the TTL.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { rawGet, type RawResponse } from '@spur/test-kit/raw-http';
import { insertDeal, signUp, signUpBusiness, validDeal, type Account } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';
import { CATALOGUE_TTL_MS, CDN_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './catalogueCache';

// Without the live events listener: what the test writes straight into the database stands for a
// change this instance hears nothing of, so only the TTL lets it through (the events that drop the
// cache on every instance are tested in live/instances.test.ts).
const api = useTestApi({ liveEvents: false });
const url = (path: string) => `${api().url}${path}`;
const etagOf = (response: RawResponse) => response.headers.etag as string;

/** Counts the SQL statements `work` sends. */
async function queriesDuring(work: () => Promise<unknown>) {
  let count = 0;
  const listener = () => (count += 1);
  api().db.on('query', listener);
  try {
    await work();
  } finally {
    api().db.off('query', listener);
  }
  return count;
}

let business: Account;
let dealId: string;

beforeAll(async () => {
  business = await signUpBusiness(api());
  for (let index = 0; index < 6; index += 1) {
    const deal = await insertDeal(api().db, business.user.id, { description: `Deal number ${index}, on the beach at sunset` });
    dealId = deal.id;
  }
});

beforeEach(() => api().spur.catalogueCache.invalidate());

describe('validators: strong ETag and 304 Not Modified', () => {
  it.each(['/api/deals', '/api/deals?category=tour&limit=5', 'deal page'])('round trip for %s', async (which) => {
    const path = which === 'deal page' ? `/api/deals/${dealId}` : which;
    const first = await rawGet(url(path), 'gzip');
    expect(first.status).toBe(200);
    expect(etagOf(first)).toMatch(/^"[\w-]{22}(-gzip)?"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);

    for (const ifNoneMatch of [etagOf(first), `W/${etagOf(first)}`, `"other", ${etagOf(first)}`, '*']) {
      const again = await rawGet(url(path), 'gzip', { headers: { 'If-None-Match': ifNoneMatch } });
      expect(again.status).toBe(304);
      expect(again.wire.length).toBe(0);
      expect(etagOf(again)).toBe(etagOf(first));
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(again.headers['cdn-cache-control']).toBe(CDN_CACHE_CONTROL);
      expect(again.headers.vary).toMatch(/Accept-Encoding/i);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    const stale = await rawGet(url(path), 'gzip', { headers: { 'If-None-Match': '"not-it"' } });
    expect(stale.status).toBe(200);
    expect(stale.text()).toBe(first.text());
  });

  it('a tag of another coding is another representation: the full answer', async () => {
    const identity = await rawGet(url('/api/deals'), null);
    const brotli = await rawGet(url('/api/deals'), 'br', { headers: { 'If-None-Match': etagOf(identity) } });
    expect(brotli.status).toBe(200);
    expect(etagOf(brotli)).toBe(`${etagOf(identity).slice(0, -1)}-br"`);
  });

  it('the tag changes when a deal is created, updated or booked, and stays otherwise', async () => {
    const tags = async () => [etagOf(await rawGet(url('/api/deals'), 'br')), etagOf(await rawGet(url(`/api/deals/${dealId}`), 'br'))];
    const initial = await tags();
    expect(await tags()).toEqual(initial);

    const created = await api().request('POST', '/api/deals', { token: business.token, body: validDeal({ title: 'Brand new deal' }) });
    expect(created.status).toBe(201);
    const afterCreate = await tags();
    expect(afterCreate[0]).not.toBe(initial[0]);
    expect((await api().request('GET', '/api/deals')).body[0].title).toBe('Brand new deal');

    const updated = await api().request('PUT', `/api/deals/${dealId}`, { token: business.token, body: validDeal({ title: 'Renamed deal' }) });
    expect(updated.status).toBe(200);
    const afterUpdate = await tags();
    expect(afterUpdate[0]).not.toBe(afterCreate[0]);
    expect(afterUpdate[1]).not.toBe(afterCreate[1]);
    expect((await api().request('GET', `/api/deals/${dealId}`)).body.title).toBe('Renamed deal');

    const buyer = await signUp(api());
    const slotsBefore = (await api().request('GET', `/api/deals/${dealId}`)).body.available_slots as number;
    const booked = await api().request('POST', '/api/bookings', { token: buyer.token, body: { deal_id: dealId } });
    expect(booked.status).toBe(201);
    const afterBooking = await tags();
    expect(afterBooking[1]).not.toBe(afterUpdate[1]);
    expect((await api().request('GET', `/api/deals/${dealId}`)).body.available_slots).toBe(slotsBefore - 1);
  });

  it('a failed write drops nothing', async () => {
    await rawGet(url('/api/deals'), 'br');
    const entries = api().spur.catalogueCache.entries;
    expect(entries).toBeGreaterThan(0);
    const refused = await api().request('POST', '/api/deals', { token: business.token, body: { title: '' } });
    expect(refused.status).toBe(400);
    expect(api().spur.catalogueCache.entries).toBe(entries);
  });
});

describe('the memory cache', () => {
  it('serves a repeated query without the database, byte for byte, for identity, gzip and br', async () => {
    const reference = await rawGet(url('/api/deals'), null);
    expect(reference.headers['content-encoding']).toBeUndefined();
    for (const coding of ['identity', 'gzip', 'br'] as const) {
      const first = await rawGet(url('/api/deals'), coding);
      let kept: RawResponse | undefined;
      expect(await queriesDuring(async () => (kept = await rawGet(url('/api/deals'), coding)))).toBe(0);
      expect(kept!.wire.equals(first.wire)).toBe(true);
      expect(kept!.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(kept!.headers['content-length']).toBe(String(kept!.wire.length));
      expect(kept!.text()).toBe(reference.wire.toString('utf8'));
      expect(etagOf(kept!)).toBe(coding === 'identity' ? etagOf(reference) : `${etagOf(reference).slice(0, -1)}-${coding}"`);
    }
    const head = await rawGet(url('/api/deals'), 'br', { method: 'HEAD' });
    expect(head.wire.length).toBe(0);
    expect(etagOf(head)).toMatch(/-br"$/);
  });

  it('a kept answer still gets the CORS and security headers of the middleware above it', async () => {
    await rawGet(url('/api/deals'), 'br');
    const kept = await rawGet(url('/api/deals'), 'br', { headers: { Origin: 'http://app.test' } });
    expect(kept.headers['access-control-allow-origin']).toBe('http://app.test');
    expect(kept.headers['content-security-policy']).toContain("default-src 'self'");
    expect(kept.headers['x-request-id']).toBeTruthy();
  });

  it('keys on the query as parsed (order does not matter) and the negotiated coding', async () => {
    await rawGet(url('/api/deals?limit=3&offset=1'), 'gzip');
    expect(await queriesDuring(() => rawGet(url('/api/deals?offset=1&limit=3'), 'gzip'))).toBe(0);
    expect(await queriesDuring(() => rawGet(url('/api/deals?offset=1&limit=3'), 'gzip;q=1, br;q=0'))).toBe(0);
    expect(await queriesDuring(() => rawGet(url('/api/deals?offset=1&limit=3'), 'br'))).toBeGreaterThan(0);
    expect(await queriesDuring(() => rawGet(url('/api/deals?offset=2&limit=3'), 'gzip'))).toBeGreaterThan(0);
    expect(api().spur.catalogueCache.entries).toBe(3);
  });

  it('a change no event announced shows after the TTL (manual clock)', async () => {
    const before = await api().request('GET', '/api/deals?search=lighthouse');
    expect(before.body).toEqual([]);
    await insertDeal(api().db, null, { title: 'Lighthouse climb' });
    api().clock.advance(CATALOGUE_TTL_MS - 1);
    expect((await api().request('GET', '/api/deals?search=lighthouse')).body).toEqual([]);
    api().clock.advance(1);
    expect((await api().request('GET', '/api/deals?search=lighthouse')).body).toHaveLength(1);
  });

  it('invalidate() (for change events) drops everything kept', async () => {
    await rawGet(url('/api/deals'), 'br');
    await rawGet(url(`/api/deals/${dealId}`), 'br');
    expect(api().spur.catalogueCache.entries).toBe(2);
    expect(api().spur.catalogueCache.bytes).toBeGreaterThan(0);
    api().spur.catalogueCache.invalidate();
    expect([api().spur.catalogueCache.entries, api().spur.catalogueCache.bytes]).toEqual([0, 0]);
  });
});

describe('what is never cached', () => {
  it('a request with a bearer: private, no-store, answered by the route, never kept', async () => {
    const buyer = await signUp(api());
    const anonymous = await rawGet(url('/api/deals?search=observatory'), 'br');
    expect(JSON.parse(anonymous.text())).toEqual([]);
    await insertDeal(api().db, null, { title: 'Observatory night' });
    const signedIn = await rawGet(url('/api/deals?search=observatory'), 'br', { headers: { Authorization: `Bearer ${buyer.token}` } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(signedIn.headers['cdn-cache-control']).toBeUndefined();
    expect(JSON.parse(signedIn.text())).toHaveLength(1);
    expect(api().spur.catalogueCache.entries).toBe(1);
    const deal = await rawGet(url(`/api/deals/${dealId}`), 'br', { headers: { Authorization: 'Bearer whatever' } });
    expect(deal.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('authenticated endpoints carry none of the public caching', async () => {
    const mine = await rawGet(url('/api/deals/business/my-deals'), 'br', { headers: { Authorization: `Bearer ${business.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBeUndefined();
    expect(mine.headers.etag).toBeUndefined();
  });

  it.each([
    ['a bad query', '/api/deals?limit=0', 400, MESSAGES.validPaging],
    ['a bad category', '/api/deals?category=nope', 400, MESSAGES.validCategory],
    ['a missing deal', '/api/deals/00000000-0000-4000-8000-000000000000', 404, MESSAGES.dealNotFound],
    ['a malformed deal id', '/api/deals/not-a-uuid', 404, MESSAGES.dealNotFound],
  ])('%s: its error, no-store, not kept', async (_, path, status, message) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await rawGet(url(path), 'br');
      expect(response.status).toBe(status);
      expect(JSON.parse(response.text())).toEqual({ message });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
    expect(api().spur.catalogueCache.entries).toBe(0);
  });
});

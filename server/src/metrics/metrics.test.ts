/** GET /metrics: refused without its token, and every series there and moving with what it counts. */
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, MESSAGES } from '@spur/contract';
import { openEventStream } from '../../test/helpers/eventStream';
import { insertDeal } from '../../test/helpers/factories';
import { FAKE_STRIPE_KEY, WEBHOOK_SECRET, signedDelivery } from '../../test/helpers/fakeStripe';
import { useTestApi } from '../../test/helpers/testApp';
import { METRICS_PATH, metricsEndpoint } from './endpoint';
import { routeTemplate } from './http';

const TOKEN = 'metrics-token-for-tests';
const api = useTestApi({
  env: { METRICS_TOKEN: TOKEN, STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://spur.test' },
});

/** The scrape as `series → value` (`name{labels}` exactly as exposed). */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(`${api().url}${METRICS_PATH}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const series = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^(\S+) (\S+)$/.exec(line);
    if (match && !line.startsWith('#')) series.set(match[1]!, Number(match[2]));
  }
  return series;
}

const value = (series: Map<string, number>, name: string) => series.get(name) ?? 0;

describe('GET /metrics', () => {
  it('is refused without the bearer token, and is not there at all when no token is configured', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN]) {
      const response = await fetch(`${api().url}${METRICS_PATH}`, { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toEqual({ message: MESSAGES.invalidToken });
    }
    const bare = new Koa().use(metricsEndpoint(api().spur.metrics.registry, undefined)).listen(0, '127.0.0.1');
    await new Promise((resolve) => bare.once('listening', resolve));
    const { port } = bare.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${METRICS_PATH}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    bare.close();
  });

  it('counts requests by route template, method and status, and times them', async () => {
    const deal = await insertDeal(api().db, null);
    const ok = 'spur_http_requests_total{method="GET",route="/api/deals/:id",status="200"}';
    const missing = 'spur_http_requests_total{method="GET",route="/api/deals/:id",status="404"}';
    const timed = 'spur_http_request_duration_seconds_count{method="GET",route="/api/deals/:id"}';
    const before = await scrape();
    // The second read is a cache hit, answered before the router: still the template.
    await api().request('GET', `/api/deals/${deal.id}`);
    await api().request('GET', `/api/deals/${deal.id}`);
    await api().request('GET', '/api/deals/00000000-0000-4000-8000-000000000000');
    const after = await scrape();
    expect(value(after, ok) - value(before, ok)).toBe(2);
    expect(value(after, missing) - value(before, missing)).toBe(1);
    expect(value(after, timed) - value(before, timed)).toBe(3);
    expect([...after.keys()].some((name) => name.includes(deal.id))).toBe(false);
  });

  it('reports the pool, the live clients and Node’s own series', async () => {
    const before = await scrape();
    expect(before.has('spur_db_pool_connections{state="used"}')).toBe(true);
    expect(before.has('spur_db_pool_connections{state="free"}')).toBe(true);
    expect(before.has('spur_db_pool_connections{state="pending"}')).toBe(true);
    expect(before.has('nodejs_eventloop_lag_seconds')).toBe(true);
    const stream = await openEventStream(`${api().url}${LIVE_EVENTS_PATH}`);
    expect(value(await scrape(), 'spur_live_clients') - value(before, 'spur_live_clients')).toBe(1);
    stream.close();
  });

  it('reads the outbox’s backlog and its oldest unsent mail at scrape time', async () => {
    expect(value(await scrape(), 'spur_outbox_backlog')).toBe(0);
    await api().db('mail_outbox').insert([
      { key: 'metrics-old', kind: 'contact', recipient: 'a@example.com', data: {}, created_at: api().db.raw("now() - interval '90 seconds'") },
      { key: 'metrics-new', kind: 'contact', recipient: 'b@example.com', data: {} },
      { key: 'metrics-sent', kind: 'contact', recipient: 'c@example.com', data: {}, status: 'sent', created_at: api().db.raw("now() - interval '1 hour'") },
    ]);
    const series = await scrape();
    expect(series.get('spur_outbox_backlog')).toBe(2);
    expect(series.get('spur_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(series.get('spur_outbox_oldest_age_seconds')).toBeLessThan(600);
  });

  it('reads the push outbox’s backlog and its oldest unsent push at scrape time', async () => {
    expect(value(await scrape(), 'spur_push_outbox_backlog')).toBe(0);
    const [user] = await api().db('users').insert({ cognito_sub: 'metrics-push', email: 'metrics-push@example.com' }).returning('id');
    const [subscription] = await api()
      .db('push_subscriptions')
      .insert({ user_id: user.id, endpoint: 'https://push.example/metrics', p256dh: 'key', auth: 'secret' })
      .returning('id');
    await api().db('push_outbox').insert([
      { key: 'metrics-old', subscription_id: subscription.id, payload: {}, created_at: api().db.raw("now() - interval '90 seconds'") },
      { key: 'metrics-sent', subscription_id: subscription.id, payload: {}, status: 'sent', created_at: api().db.raw("now() - interval '1 hour'") },
    ]);
    const series = await scrape();
    expect(series.get('spur_push_outbox_backlog')).toBe(1);
    expect(series.get('spur_push_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(series.get('spur_push_outbox_oldest_age_seconds')).toBeLessThan(600);
  });

  it('counts hold sweeps, the holds they released, the alerts they made, and Stripe webhook outcomes', async () => {
    const before = await scrape();
    api().spur.metrics.sweepDone({ released: 3, alerts: 5 });
    api().spur.metrics.sweepDone('failed');
    const unsigned = await api().request('POST', '/api/payment/webhook', { rawBody: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(unsigned.status).toBe(400);
    const { rawBody, headers } = signedDelivery({ id: 'evt_metrics', object: 'event', type: 'customer.created', data: { object: {} } });
    expect((await api().request('POST', '/api/payment/webhook', { rawBody, headers })).status).toBe(200);
    const after = await scrape();
    const delta = (name: string) => value(after, name) - value(before, name);
    expect(delta('spur_hold_sweeps_total{result="ok"}')).toBe(1);
    expect(delta('spur_hold_sweeps_total{result="failed"}')).toBe(1);
    expect(delta('spur_holds_released_total')).toBe(3);
    expect(delta('spur_alerts_total')).toBe(5);
    expect(delta('spur_stripe_webhooks_total{outcome="invalid_signature"}')).toBe(1);
    expect(delta('spur_stripe_webhooks_total{outcome="ignored"}')).toBe(1);
  });
});

describe('routeTemplate', () => {
  it('names a request by its template, never its raw path', () => {
    expect(routeTemplate({ method: 'GET', path: '/api/deals/page' })).toBe('/api/deals/page');
    expect(routeTemplate({ method: 'HEAD', path: '/api/deals/5eedde00-0000-4000-8000-000000000011' })).toBe('/api/deals/:id');
    expect(routeTemplate({ method: 'GET', path: '/api/no-such-thing' })).toBe('unmatched');
    expect(routeTemplate({ method: 'GET', path: '/deals/5eedde00-0000-4000-8000-000000000011' })).toBe('page');
    expect(routeTemplate({ method: 'GET', path: '/assets/DealPage-HRZf__Rd.js' })).toBe('/assets/*');
    expect(routeTemplate({ method: 'GET', path: '/spur-config.js' })).toBe('/spur-config.js');
  });
});

/**
 * The instance's Prometheus series (one registry per app, so tests may build many apps). Counters
 * are bumped where things happen; gauges of state (pool, live clients, the mail and push outboxes) are read at scrape.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/knex';
import type { LiveHub } from '../live/hub';

export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  /** One maintenance sweep ended (`released`: expired holds it put back on sale; `alerts`: alerts its matching made). */
  sweepDone(result: { released: number; alerts: number } | 'failed'): void;
  /** Stripe's webhook: the outcome of one delivery (`invalid_signature` when refused). */
  webhook(outcome: string): void;
}

export interface MetricsSources {
  db: Db;
  live: LiveHub;
  /** Node's own series too (memory, event loop, GC): only where someone scrapes. */
  processMetrics: boolean;
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

export function createMetrics({ db, live, processMetrics }: MetricsSources): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'spur_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'spur_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (a live stream: to open it).',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  new Gauge({
    name: 'spur_db_pool_connections',
    help: 'Database pool: connections in use, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = (db.client as { pool?: TarnPool }).pool;
      if (!pool) return;
      this.set({ state: 'used' }, pool.numUsed());
      this.set({ state: 'free' }, pool.numFree());
      this.set({ state: 'pending' }, pool.numPendingAcquires() + pool.numPendingCreates());
    },
  });
  new Gauge({
    name: 'spur_live_clients',
    help: 'Open live streams (GET /api/deals/events) on this instance.',
    registers,
    collect() {
      this.set(live.clients);
    },
  });

  // The outboxes (mail, push) are shared by every instance: each reports the same figures, read
  // with one indexed query (pending rows only) per outbox and scrape, which both of its gauges'
  // collects join, bounded so a stuck database cannot hang the scrape.
  const outboxGauges = (table: 'mail_outbox' | 'push_outbox', names: { backlog: [string, string]; oldest: [string, string] }) => {
    let reading: Promise<{ backlog: number; oldest: number } | undefined> | undefined;
    const readOutbox = () =>
      (reading ??= db(table)
        .where({ status: 'pending' })
        .first(db.raw('count(*)::int AS backlog'), db.raw('coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS oldest'))
        .timeout(1000)
        .then((row) => row as { backlog: number; oldest: number })
        .catch(() => undefined)
        .finally(() => (reading = undefined)));
    for (const field of ['backlog', 'oldest'] as const) {
      new Gauge({
        name: names[field][0],
        help: names[field][1],
        registers,
        async collect() {
          const row = await readOutbox();
          // No sample rather than a stale one when the database did not answer: absence alerts.
          if (row) this.set(row[field]);
          else this.reset();
        },
      });
    }
  };
  outboxGauges('mail_outbox', {
    backlog: ['spur_outbox_backlog', 'Mails queued and not sent yet (all instances).'],
    oldest: ['spur_outbox_oldest_age_seconds', 'Age of the oldest unsent mail (0 when none).'],
  });
  outboxGauges('push_outbox', {
    backlog: ['spur_push_outbox_backlog', 'Web pushes queued and not sent yet (all instances).'],
    oldest: ['spur_push_outbox_oldest_age_seconds', 'Age of the oldest unsent web push (0 when none).'],
  });

  const sweeps = new Counter({ name: 'spur_hold_sweeps_total', help: 'Maintenance sweeps run, by result.', labelNames: ['result'] as const, registers });
  const released = new Counter({ name: 'spur_holds_released_total', help: 'Expired checkout holds put back on sale by sweeps.', registers });
  const alerts = new Counter({ name: 'spur_alerts_total', help: 'Alerts made by sweeps from recorded moments (saved alerts and saved deals).', registers });
  const webhooks = new Counter({
    name: 'spur_stripe_webhooks_total',
    help: "Stripe webhook deliveries, by outcome.",
    labelNames: ['outcome'] as const,
    registers,
  });

  return {
    registry,
    requests,
    duration,
    sweepDone(result) {
      sweeps.inc({ result: result === 'failed' ? 'failed' : 'ok' });
      if (result === 'failed') return;
      released.inc(result.released);
      alerts.inc(result.alerts);
    },
    webhook(outcome) {
      webhooks.inc({ outcome });
    },
  };
}

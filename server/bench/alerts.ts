/**
 * The bench's "alerts" section: BENCH_ALERTS (10,000) saved alerts, one per person, bulk-loaded
 * around Laguna Beach (centres over a square of ALERT_SPREAD_KM, radii 0.5 to 10 km, every window
 * and no category or price filter, so the circle decides), then BENCH_ALERT_EVENTS (20) events:
 * each a new session of a new deal near the centre, committed (the trigger records its moment),
 * then the sweep's step (`deliverAlertMoments`) run at once. Measured per event: from the commit
 * to the last notification queued for sending (inbox row and its mail or push outbox row), which
 * is the matching itself; in production the moment first waits for the next sweep, up to the
 * sweep interval (HOLD_SWEEP_SECONDS), which dominates. No push subscription: every alert falls
 * back to mail. The clock is noon in Laguna Beach (outside the default quiet hours).
 *
 * Then the relay (src/alerts/relay.ts), which spares the common case that wait: every person gets
 * a browser subscribed at the stand-in push service (@spur/test-kit/push: it checks the VAPID
 * token and decrypts each payload), and as many new sessions again, each followed by the relay's
 * kick as the live hub gives it on the commit's NOTIFY. Measured per event: from the commit to
 * the last of its pushes received and decrypted by the push service, the whole path a person's
 * notification takes but the NOTIFY's loopback hop and the browser vendor's own delivery.
 */
import { DEFAULT_CENTRE } from '@spur/contract';
import { manualClock } from '@spur/test-kit/clock';
import { startFakePushService } from '@spur/test-kit/push';
import pino from 'pino';
import webPush from 'web-push';
import { startAlertRelay } from '../src/alerts/relay';
import type { Clock } from '../src/clock';
import type { Db } from '../src/db/knex';
import { withoutLiveEvents } from '../src/db/liveEvents';
import { createAlertsService } from '../src/services/alerts';
import { ALERTS_AROUND_SQL } from '../src/services/alertsStore';
import { createCatalogueService } from '../src/services/catalogue';
import { createInventoryService } from '../src/services/inventory';
import { createOutboxService } from '../src/services/outbox';
import { createPushOutboxService } from '../src/services/pushOutbox';
import { createMailer } from '../src/ports/mailer';
import { createPushSender } from '../src/ports/push';
import { createStore } from '../src/services/store';
import { fakePayments } from '../test/helpers/fakes';
import { ms } from './measure';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const EVENTS = Number(process.env.BENCH_ALERT_EVENTS ?? 20);
const ALERT_SPREAD_KM = 100;
const KM_PER_DEGREE = 111.32;
/** The default of HOLD_SWEEP_SECONDS (src/config.ts): how often each instance sweeps. */
const SWEEP_INTERVAL_S = 60;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** One person per alert, each with the highest daily cap (the cap is not what is measured). */
async function loadAlerts(db: Db): Promise<void> {
  const latSpan = ALERT_SPREAD_KM / KM_PER_DEGREE;
  const lngSpan = ALERT_SPREAD_KM / (KM_PER_DEGREE * Math.cos((DEFAULT_CENTRE.latitude * Math.PI) / 180));
  await db.transaction((trx) =>
    withoutLiveEvents(trx, async () => {
      await trx.raw(
        `INSERT INTO users (cognito_sub, email) SELECT 'bench-alert-' || g, 'alert' || g || '@bench.example' FROM generate_series(1, ?) AS g`,
        [ALERTS],
      );
      await trx.raw(`INSERT INTO alert_settings (user_id, daily_cap) SELECT id, 50 FROM users WHERE cognito_sub LIKE 'bench-alert-%'`);
      // Centres and radii by multiplicative hashes of the person's number: the same on every run.
      await trx.raw(
        `INSERT INTO alerts (user_id, place_name, latitude, longitude, radius_km, "window")
         SELECT u.id, 'Around Laguna',
           ? + (((n * 7919) % 10007) / 10007.0 - 0.5) * ?,
           ? + (((n * 104729) % 10009) / 10009.0 - 0.5) * ?,
           0.5 + ((n * 31) % 96) / 10.0,
           (ARRAY['within_3h', 'today', 'weekend'])[1 + n % 3]
         FROM (SELECT id, substring(cognito_sub FROM 13)::int AS n FROM users WHERE cognito_sub LIKE 'bench-alert-%') AS u`,
        [DEFAULT_CENTRE.latitude, latSpan, DEFAULT_CENTRE.longitude, lngSpan],
      );
    }),
  );
  await db.raw('ANALYZE alerts');
}

export async function alertsSection(db: Db): Promise<void> {
  const started = performance.now();
  await loadAlerts(db);
  console.info(`\n${ALERTS} alerts bulk-loaded in ${ms(performance.now() - started)}`);
  // A weekday noon in Laguna Beach; every session starts within the hour ('within_3h' and 'today' match).
  const clock = manualClock(new Date('2030-01-08T20:00:00Z'));
  const store = createStore({ db, inventory: createInventoryService({ db, clock }), payments: fakePayments() });
  const alerts = createAlertsService({ db, clock, store, catalogue: createCatalogueService({ db, clock }) });
  const [owner] = await db('users').insert({ cognito_sub: 'bench-alert-owner', email: 'owner@bench.example', user_type: 'business' }).returning('id');

  // The seed's own moments first: each event's figures are its own.
  while ((await alerts.deliverMoments()).moments > 0);
  const latencies: number[] = [];
  let made = 0;
  for (let event = 0; event < EVENTS; event += 1) {
    await newSession(db, clock, owner.id, event, 'kayak');
    const committed = performance.now();
    const result = await alerts.deliverMoments();
    latencies.push(performance.now() - committed);
    made += result.alerts;
  }
  const [inbox, mails] = await Promise.all([db('inbox_alerts').count({ n: '*' }), db('mail_outbox').where({ kind: 'alert' }).count({ n: '*' })]);
  const plan = (await db.raw<{ rows: Array<{ 'QUERY PLAN': string }> }>(`EXPLAIN ANALYZE ${ALERTS_AROUND_SQL}`, [DEFAULT_CENTRE.latitude, DEFAULT_CENTRE.longitude, DEFAULT_CENTRE.latitude, DEFAULT_CENTRE.longitude])).rows.map((row) => row['QUERY PLAN']);
  const sorted = [...latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const averageWaitMs = (SWEEP_INTERVAL_S * 1000) / 2;
  console.info(
    `\nAlerts: ${EVENTS} new sessions near Laguna Beach against ${ALERTS} alerts; from the session's commit to its last notification queued ` +
      `(inbox + mail outbox): the sweep's matching alone. In production the moment first waits for the next sweep, up to the interval ` +
      `(HOLD_SWEEP_SECONDS, default ${SWEEP_INTERVAL_S} s; ${averageWaitMs / 1000} s on average): the wait is ` +
      `${((100 * averageWaitMs) / (averageWaitMs + p50)).toFixed(2)}% of the average commit-to-queued delay, the matching ${((100 * p50) / (averageWaitMs + p50)).toFixed(2)}%.`,
  );
  console.table([
    {
      alerts: ALERTS,
      events: EVENTS,
      'alerts per event': Math.round(made / EVENTS),
      'inbox rows': Number(inbox[0]!.n),
      'alert mails queued': Number(mails[0]!.n),
      'matching p50': ms(p50),
      'matching p99': ms(p99),
      'per alert (p50)': ms(p50 / Math.max(1, made / EVENTS)),
    },
  ]);
  console.info(`\nEXPLAIN ANALYZE, the alerts around the centre:\n${plan.map((line) => `  ${line}`).join('\n')}`);
  await relaySection(db, clock, owner.id, store);
}

/**
 * A new session of a new deal near the centre (within ~1 km, a different place per event), committed:
 * its trigger records the moment. The same event number is the same place, so it alerts the same people.
 */
async function newSession(db: Db, clock: Clock, ownerId: string, event: number, kind: string): Promise<void> {
  const point = { latitude: DEFAULT_CENTRE.latitude + ((event % 5) - 2) * 0.004, longitude: DEFAULT_CENTRE.longitude + (Math.floor(event / 5) - 2) * 0.004 };
  const [deal] = await db('deals')
    .insert({ owner_id: ownerId, title: `Bench ${kind} ${event}`, description: 'Alerts bench', price: '40.00', category: 'tour', location: 'Laguna Beach, CA', business_name: 'Bench', available_slots: 0, has_sessions: true, ...point })
    .returning('id');
  await db('sessions').insert({ deal_id: deal.id, starts_at: new Date(clock.now().getTime() + 45 * 60_000), duration_minutes: 60, capacity: 8, slots_left: 8, cutoff_minutes: 15 });
}

/** The relay's path, commit to pushes received (see the file's comment): the same places as the matching's events, on new deals. */
async function relaySection(db: Db, clock: Clock, ownerId: string, store: ReturnType<typeof createStore>): Promise<void> {
  const logger = pino({ level: 'silent' });
  const vapid = webPush.generateVAPIDKeys();
  const pushService = await startFakePushService({ vapidPublicKey: vapid.publicKey });
  try {
    const people = await db('alerts').join('users', 'users.id', 'alerts.user_id').where('users.cognito_sub', 'like', 'bench-alert-%').select<{ user_id: string }[]>('alerts.user_id');
    const rows = people.map(({ user_id }) => {
      const subscription = pushService.subscribe();
      return { user_id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    });
    await db.batchInsert('push_subscriptions', rows, 1000);
    const services = {
      alerts: createAlertsService({ db, clock, store, catalogue: createCatalogueService({ db, clock }) }),
      pushOutbox: createPushOutboxService({ db, clock, logger, sender: createPushSender({ ...vapid, subject: 'mailto:bench@spur.example' }) }),
      outbox: createOutboxService({ db, clock, logger, mailer: createMailer({ smtpUrl: undefined, from: 'bench@spur.example' }, logger), appUrl: 'http://127.0.0.1' }),
    };
    const relay = startAlertRelay({ services, logger });
    const latencies: number[] = [];
    for (let event = 0; event < EVENTS; event += 1) {
      await newSession(db, clock, ownerId, event, 'paddle');
      const committed = performance.now();
      relay.kick();
      // A round sends each push and hears the push service's answer (it answers once it has decrypted it).
      await relay.idle();
      latencies.push(performance.now() - committed);
    }
    await relay.stop();
    const queued = await db('push_outbox').whereNot({ status: 'sent' }).count({ n: '*' });
    if (Number(queued[0]!.n) > 0) throw new Error(`${queued[0]!.n} pushes were not sent`);
    if (pushService.refused.length > 0) throw new Error(`the push service refused a push: ${pushService.refused[0]!.reason}`);
    const sorted = [...latencies].sort((a, b) => a - b);
    const perEvent = pushService.received.length / Math.max(1, latencies.length);
    console.info(`\nAlerts through the relay: from the session's commit to the last of its pushes received and decrypted (${rows.length} browsers subscribed, no mail):`);
    console.table([
      {
        events: latencies.length,
        'pushes per event': Math.round(perEvent),
        'pushes received': pushService.received.length,
        'commit to sent p50': ms(percentile(sorted, 50)),
        'commit to sent p99': ms(percentile(sorted, 99)),
        'per push (p50)': ms(percentile(sorted, 50) / Math.max(1, perEvent)),
      },
    ]);
  } finally {
    await pushService.close();
  }
}

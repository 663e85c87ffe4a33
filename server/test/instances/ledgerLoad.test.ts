/**
 * The ledger under load (issue 29): the API on a fresh Postgres with the demo data, travellers
 * booking and paying concurrently through the test checkout (three businesses: the two demo ones
 * with payouts on, one without; open-dated and session deals), cancelling at random moments (free,
 * late with part back, after the voucher was used), the businesses checking vouchers in and
 * cancelling sessions before and after they began, while two maintenance jobs (two instances)
 * sweep as the test clock moves on over two days. Then, for every business: the ledger's charges
 * minus refunds equal what the provider took minus what it gave back; paid − fee − refunded = net
 * in the earnings; transferred − reversed never exceeds a booking's net and equals it once its
 * experience began; no booking charged or transferred twice. Prints its figures (console.info).
 * Postgres only (PGlite serves one connection at a time).
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EarningsSchema, USER_TYPE_CLAIM, toCents, type Earnings } from '@spur/contract';
import { DEAL_IDS, DEMO_ACCOUNTS } from '@spur/demo-data';
import type { TestApi } from '../helpers/testApp';
import { startTestApi } from '../helpers/testApp';
import { onPglite } from '../helpers/database';
import { insertDeal } from '../helpers/factories';
import { startMaintenance, type Maintenance } from '../../src/maintenance';
import { seedDemoData } from '../../src/db/seeds/demo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TRAVELLERS = 12;
const BOOKINGS = 240;
/** Business time the load spans: the clock follows the bookings made, from the seed's now to this much later. */
const SPAN = 2 * DAY;
/** Where the load ends: every seed session (the weekend's included) has begun. */
const FINALLY = 8 * DAY;
const CAPACITY = 10_000;

/** A seeded random (mulberry32): a failing run can be replayed with its seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Business {
  name: string;
  sub: string;
  email: string;
  id: string;
  token: string;
  payoutsOn: boolean;
  deals: string[];
}

interface Paid {
  bookingId: string;
  business: Business;
  amountCents: number;
  token: string;
  openDated: boolean;
}

describe.skipIf(onPglite)('the ledger after a bounded load with cancellations', () => {
  let api: TestApi;
  let maintenances: Maintenance[];
  const seed = Number(process.env.LEDGER_LOAD_SEED ?? Date.now() % 100_000);
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;

  const businesses: Business[] = [
    { name: 'adventures', sub: 'ledger-adventures', email: DEMO_ACCOUNTS.adventures.email, id: '', token: '', payoutsOn: true, deals: [DEAL_IDS.bayKayakSafari] },
    { name: 'wellness', sub: 'ledger-wellness', email: DEMO_ACCOUNTS.wellness.email, id: '', token: '', payoutsOn: true, deals: [DEAL_IDS.sunriseYoga] },
    { name: 'unconnected', sub: 'ledger-unconnected', email: 'unconnected@example.com', id: '', token: '', payoutsOn: false, deals: [] },
  ];
  const priceOf = new Map<string, number>();
  const hasSessions = new Set<string>();

  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}), ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined };
  };

  beforeAll(async () => {
    api = await startTestApi({ poolMax: 20, liveEvents: false });
    const t0 = api.clock.now();
    await seedDemoData(api.db, { now: t0, subsByEmail: Object.fromEntries(businesses.map((business) => [business.email, business.sub])) });
    for (const business of businesses) {
      business.token = api.identity.idToken({ sub: business.sub, email: business.email }, { [USER_TYPE_CLAIM]: 'business' });
      const init = await call('GET', '/api/users/init', { token: business.token });
      expect(init.status).toBe(200);
      business.id = init.body!.id as string;
    }
    const [adventures, wellness, unconnected] = businesses as [Business, Business, Business];
    // An open-dated deal of each demo business, sold through the test checkout (no FareHarbor), that never expires.
    for (const business of [adventures, wellness]) {
      const open = await api.db('deals').where({ owner_id: business.id, has_sessions: false }).whereNull('booking_type').whereNull('expires_at').whereNull('deleted_at').orderBy('id').first('id');
      business.deals.push(open.id as string);
    }
    // Uneven proportions: a late cancel gives back 30 % of the yoga, 75 % of the unconnected business's tour at $33.33.
    await api.db('deals').where({ id: DEAL_IDS.sunriseYoga }).update({ cancel_late_refund_percent: 30 });
    const tour = await insertDeal(api.db, unconnected.id, { has_sessions: true, price: '33.33', cancel_free_hours: 2, cancel_late_refund_percent: 75 });
    await api.db('sessions').insert([10 * HOUR, 30 * HOUR].map((offset) => ({ deal_id: tour.id, starts_at: new Date(t0.getTime() + offset), duration_minutes: 60, capacity: CAPACITY, slots_left: CAPACITY, cutoff_minutes: 0 })));
    unconnected.deals.push(tour.id);
    // Room for the whole load on every deal and session.
    const dealIds = businesses.flatMap((business) => business.deals);
    await api.db('deals').whereIn('id', dealIds).update({ available_slots: CAPACITY });
    await api.db('sessions').whereIn('deal_id', dealIds).update({ capacity: CAPACITY, slots_left: CAPACITY });
    for (const deal of await api.db('deals').whereIn('id', dealIds).select('id', 'price', 'has_sessions')) {
      priceOf.set(deal.id as string, toCents(Number(deal.price)));
      if (deal.has_sessions) hasSessions.add(deal.id as string);
    }
    const logger = pino({ level: 'silent' });
    // Two instances' periodic jobs; the test runs them as the clock moves (their own timers wait an hour).
    maintenances = [0, 1].map(() => startMaintenance({ services: api.spur.services, intervalSeconds: 3600, rateLimitWindowSeconds: 60, logger }));
  });

  afterAll(async () => {
    await Promise.all(maintenances?.map((maintenance) => maintenance.stop()) ?? []);
    await api?.close();
  });

  it('every business: ledger = provider, paid − fee − refunded = net, transferred − reversed = net once begun', async () => {
    const started = performance.now();
    const t0 = api.clock.now();
    const sweep = () => Promise.all(maintenances.map((maintenance) => maintenance.runNow()));
    const paid: Paid[] = [];
    /** Bookings whose payment was refused; the provider may have charged and refunded one whose hold expired meanwhile. */
    const refusedAfterCharge = new Map<string, number>();
    const counts = { checkouts: 0, checkoutsRefused: 0, paymentsRefused: 0, cancels: 0, cancelsRefused: 0, checkIns: 0, sessionsCancelled: 0, sessionBookingsCancelled: 0, sweeps: 0 };
    const unexpected: Array<{ what: string; status: number; message?: unknown }> = [];
    /** Cancellations and check-ins left for a random later moment (whoever comes next does one). */
    const deferred: Array<() => Promise<void>> = [];
    let made = 0;
    let loadDone = false;

    const expectStatus = (what: string, status: number, body: Record<string, unknown> | undefined, allowed: number[]) => {
      if (!allowed.includes(status)) unexpected.push({ what, status, message: body?.message });
      return status === 200;
    };

    const cancel = (booking: Paid) => async () => {
      const answer = await call('DELETE', `/api/bookings/${booking.bookingId}`, { token: booking.token });
      // 409: already cancelled by the business's session cancel, or the voucher was used.
      if (expectStatus('cancel', answer.status, answer.body, [200, 409])) counts.cancels += 1;
      else counts.cancelsRefused += 1;
    };
    const checkIn = (booking: Paid) => async () => {
      const { body } = await call('GET', `/api/bookings/${booking.bookingId}`, { token: booking.token });
      if (body?.status !== 'confirmed') return;
      const answer = await call('POST', '/api/check-ins', { token: booking.business.token, body: { code: body.voucher_code } });
      // 409: cancelled in between.
      if (expectStatus('check-in', answer.status, answer.body, [200, 409])) counts.checkIns += 1;
    };
    const runDeferred = async () => {
      if (deferred.length === 0) return;
      await deferred.splice(Math.floor(next() * deferred.length), 1)[0]!();
    };

    const traveller = async (index: number) => {
      const email = `ledger-traveller-${index}@example.com`;
      const token = api.identity.idToken({ sub: `ledger-traveller-${index}`, email });
      expect((await call('GET', '/api/users/init', { token })).status).toBe(200);
      while (made < BOOKINGS) {
        made += 1;
        const business = pick(businesses);
        const dealId = pick(business.deals);
        let sessionId: string | undefined;
        if (hasSessions.has(dealId)) {
          const { body } = await call('GET', `/api/deals/${dealId}/sessions`);
          const upcoming = (body as unknown as Array<{ id: string; status: string }>).filter((session) => session.status === 'scheduled');
          if (upcoming.length === 0) continue;
          sessionId = pick(upcoming).id;
        }
        counts.checkouts += 1;
        const created = await call('POST', '/api/payment/create-checkout-session', { token, body: { dealId, sessionId, amount: priceOf.get(dealId), quantity: 1 } });
        // 409: the session started or passed its cut-off between the list and the checkout, or was cancelled.
        if (!expectStatus('checkout', created.status, created.body, [200, 409])) {
          counts.checkoutsRefused += 1;
          continue;
        }
        const checkoutId = (created.body!.url as string).split('/').pop()!;
        const payment = await call('POST', `/api/payment/test-checkout/${checkoutId}/pay`, { body: {} });
        // 409/410: the hold expired (the clock moved on) and the checkout closed.
        const row = await api.db('bookings').where({ checkout_session_id: checkoutId }).first('id');
        if (!expectStatus('pay', payment.status, payment.body, [200, 409, 410])) {
          counts.paymentsRefused += 1;
          // Paid as the hold expired: the charge went through and was given back whole (a 409).
          refusedAfterCharge.set(row.id as string, priceOf.get(dealId)!);
          continue;
        }
        const booking: Paid = { bookingId: row.id as string, business, amountCents: priceOf.get(dealId)!, token, openDated: sessionId === undefined };
        paid.push(booking);
        const roll = next();
        if (roll < 0.2) await cancel(booking)();
        else if (roll < 0.45) deferred.push(cancel(booking));
        else if (booking.openDated && roll < 0.7) deferred.push(checkIn(booking));
        if (next() < 0.4) await runDeferred();
      }
    };

    /** The session cancels, each once the clock passes its moment: before one begins, and after two began (and were paid out). */
    const [adventures, wellness] = businesses as [Business, Business, Business];
    const sessionsOf = async (dealId: string) => (await api.db('sessions').where({ deal_id: dealId }).orderBy('starts_at').pluck('id')) as string[];
    const [kayakFirst, kayakSecond] = await sessionsOf(DEAL_IDS.bayKayakSafari);
    const [, yogaSecond] = await sessionsOf(DEAL_IDS.sunriseYoga);
    const sessionCancels = [
      { at: 12 * HOUR, business: wellness, sessionId: yogaSecond! },
      { at: 25 * HOUR, business: adventures, sessionId: kayakFirst! },
      { at: 42 * HOUR, business: adventures, sessionId: kayakSecond! },
    ];
    const cancelSession = async ({ business, sessionId }: (typeof sessionCancels)[number]) => {
      const answer = await call('DELETE', `/api/deals/business/sessions/${sessionId}`, { token: business.token });
      if (expectStatus('session cancel', answer.status, answer.body, [200])) {
        counts.sessionsCancelled += 1;
        counts.sessionBookingsCancelled += answer.body!.cancelled_bookings as number;
      }
    };

    // The clock follows the load's progress, so a run of any speed crosses the same starts and cancels.
    const ticker = async () => {
      while (!loadDone) {
        const at = Math.floor((SPAN * Math.min(made, BOOKINGS)) / BOOKINGS);
        if (at > api.clock.now().getTime() - t0.getTime()) api.clock.set(new Date(t0.getTime() + at));
        const due = sessionCancels.filter((cancel) => cancel.at <= at);
        for (const cancel of due) sessionCancels.splice(sessionCancels.indexOf(cancel), 1);
        await Promise.all([sweep(), ...due.map(cancelSession)]);
        counts.sweeps += 2;
        // Each step a few bookings long: most checkouts are paid within their 30-minute hold.
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    const ticking = ticker();
    await Promise.all(Array.from({ length: TRAVELLERS }, (_, index) => traveller(index)));
    loadDone = true;
    await ticking;
    for (const cancel of sessionCancels) await cancelSession(cancel);
    // Every session has begun: what is owed is sent; then what was left deferred runs (refunds after the transfer reverse it), and the jobs sweep again.
    api.clock.set(new Date(t0.getTime() + FINALLY));
    await sweep();
    await Promise.all(deferred.splice(0).map((action) => action()));
    await sweep();
    counts.sweeps += 4;
    const loadMs = Math.round(performance.now() - started);

    // What the provider did, per booking.
    const bookingIds = new Set(paid.map((booking) => booking.bookingId));
    const sumBy = <T extends { amountCents?: number; amount_cents?: number }>(items: T[], id: (item: T) => string) => {
      const sums = new Map<string, number>();
      for (const item of items) sums.set(id(item), (sums.get(id(item)) ?? 0) + (item.amountCents ?? item.amount_cents ?? 0));
      return sums;
    };
    const providerRefunded = sumBy(api.payments.refunds, (refund) => refund.id);
    const providerTransferred = sumBy(api.payments.transfers, (transfer) => transfer.bookingId);
    const providerReversed = sumBy(api.payments.reversals, (reversal) => reversal.bookingId);
    // Nothing reached the provider for a booking the load did not pay, but the whole refund of a payment that came as its hold expired.
    for (const id of [...providerTransferred.keys(), ...providerReversed.keys()]) expect(bookingIds).toContain(id);
    for (const [id, cents] of providerRefunded) {
      if (!bookingIds.has(id)) expect(cents, `refund of refused payment ${id}`).toBe(refusedAfterCharge.get(id));
    }

    // The ledger, per booking and kind.
    const ledger: Array<{ booking_id: string; kind: string; cents: string; rows: string }> = await api.db('ledger_entries')
      .groupBy('booking_id', 'kind')
      .select('booking_id', 'kind', api.db.raw('sum(amount_cents) AS cents'), api.db.raw('count(*) AS rows'));
    const ledgerOf = (bookingId: string, kind: string) => ledger.find((row) => row.booking_id === bookingId && row.kind === kind);
    const twice = ledger.filter((row) => (row.kind === 'charge' || row.kind === 'transfer') && Number(row.rows) > 1);
    expect(twice).toEqual([]);
    const transfersPerBooking = new Map<string, number>();
    for (const transfer of api.payments.transfers) transfersPerBooking.set(transfer.bookingId, (transfersPerBooking.get(transfer.bookingId) ?? 0) + 1);
    expect([...transfersPerBooking.values()].filter((count) => count > 1)).toEqual([]);

    const checkedIn = new Set((await api.db('bookings').whereIn('id', [...bookingIds]).whereNotNull('checked_in_at').pluck('id')) as string[]);
    const now = api.clock.now();
    console.info('ledger load', {
      seed,
      wallMs: Math.round(performance.now() - started),
      loadMs,
      travellers: TRAVELLERS,
      bookingsPaid: paid.length,
      ...counts,
      refunds: { count: api.payments.refunds.length, cents: api.payments.refunds.reduce((total, refund) => total + refund.amount_cents, 0) },
      transfers: { count: api.payments.transfers.length, cents: api.payments.transfers.reduce((total, transfer) => total + transfer.amountCents, 0) },
      reversals: { count: api.payments.reversals.length, cents: api.payments.reversals.reduce((total, reversal) => total + reversal.amountCents, 0) },
    });
    for (const business of businesses) {
      const earnings: Earnings = EarningsSchema.parse((await call('GET', '/api/business/earnings', { token: business.token })).body);
      const own = paid.filter((booking) => booking.business === business);
      const provider = { paid: 0, refunded: 0, transferred: 0, reversed: 0 };
      for (const booking of own) {
        provider.paid += booking.amountCents;
        provider.refunded += providerRefunded.get(booking.bookingId) ?? 0;
        provider.transferred += providerTransferred.get(booking.bookingId) ?? 0;
        provider.reversed += providerReversed.get(booking.bookingId) ?? 0;
      }
      const inLedger = (kind: string) => own.reduce((total, booking) => total + Number(ledgerOf(booking.bookingId, kind)?.cents ?? 0), 0);
      const all = earnings.totals.all_time;
      console.info(`ledger load: ${business.name}`, JSON.stringify({ bookings: own.length, provider, ledger: { charge: inLedger('charge'), refund: inLedger('refund'), fee: inLedger('fee'), transfer: inLedger('transfer'), reversal: inLedger('transfer_reversal') }, earnings: all }));

      // Every paid booking is one line of the business's earnings, and only those.
      expect(earnings.bookings.map((line) => line.booking_id).sort()).toEqual(own.map((booking) => booking.bookingId).sort());
      expect(inLedger('charge') - inLedger('refund'), `${business.name}: ledger charges − refunds vs the provider's`).toBe(provider.paid - provider.refunded);
      expect(all.paid_cents).toBe(inLedger('charge'));
      expect(all.refunded_cents).toBe(inLedger('refund'));
      expect(all.paid_cents - all.fee_cents - all.refunded_cents).toBe(all.net_cents);
      expect(inLedger('transfer') - inLedger('transfer_reversal'), `${business.name}: ledger transfers − reversals vs the provider's`).toBe(provider.transferred - provider.reversed);
      expect(provider.transferred - provider.reversed).toBeLessThanOrEqual(all.net_cents);
      if (!business.payoutsOn) expect(provider.transferred).toBe(0);

      for (const line of earnings.bookings) {
        const kept = (providerTransferred.get(line.booking_id) ?? 0) - (providerReversed.get(line.booking_id) ?? 0);
        expect(line.paid_cents - line.fee_cents - line.refunded_cents).toBe(line.net_cents);
        expect(kept, `booking ${line.booking_id}: transferred − reversed ≤ net`).toBeLessThanOrEqual(line.net_cents);
        const began = checkedIn.has(line.booking_id) || (line.starts_at !== null && new Date(line.starts_at) <= now);
        if (business.payoutsOn && began) expect(kept, `booking ${line.booking_id} began: transferred − reversed = net`).toBe(line.net_cents);
      }
    }

    // Last, so that the money's figures above are checked and printed whatever failed.
    expect(unexpected).toEqual([]);
  }, 90_000);
});

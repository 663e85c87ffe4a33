/**
 * The two backends of the contract suite behind one interface.
 *
 * - `server`: the Koa app on its own Postgres database (one per test file), seeded with the demo
 *   dataset, verifying RS256 identity tokens against the test JWKS, with a manual clock.
 * - `msw`: the mock backend (`@spur/mocks/node`) intercepting global fetch at a fake origin,
 *   verifying its own HS256 demo tokens, with a clock that can be moved.
 *
 * Both start from the same seed (`buildSeed(SEED_NOW)`), and both mint tokens with the claims
 * the demo accounts have in the mock Cognito pool, so every case can run on either unchanged.
 */
// msw 3 needs the polyfills `@spur/mocks/node` loads on Node 20: it comes first.
import { createMockServer, DEMO_COGNITO, outboxOf, type Clock as MockClock, type MockServer } from '@spur/mocks/node';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '@spur/demo-data';
import { randomUUID } from 'node:crypto';
import { BUSINESS_GROUP, LIVE_EVENTS_PATH, USER_TYPE_CLAIM, type LiveEvent } from '@spur/contract';
import type { QueuedMail } from '@spur/domain';
import { runningClock } from '@spur/test-kit/clock';
import { algNoneJwt, cognitoClaims, decodeJwtPayload } from '@spur/test-kit/jwt';
import { signHs256, type IdentityUser } from '@spur/test-kit/tokens';
import { publishLiveEvent } from '../../src/db/liveEvents';
import { seedDemoData } from '../../src/db/seeds/demo';
import { openEventStream } from '../helpers/eventStream';
import { engineScope } from '../scope';
import { startTestApi, type TestApi } from '../helpers/testApp';

/** The contact form's rate-limit window on both backends (fixed windows of 10 minutes). */
const RATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * The seed's `now`: the same dataset, timestamps included, on both backends. Just after the start
 * of the current rate-limit window, so the mock's running clock (which starts here after every
 * reset) does not cross into the next window in the middle of a case.
 */
export const SEED_NOW = new Date(Math.floor(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS + 1000);

/** A user who is not one of the demo accounts; the same `email` (or `sub`) is the same person. */
export interface FreshUser {
  email: string;
  name?: string;
  /** Business by the `custom:user_type` attribute or by the business-partners group. */
  business?: 'attribute' | 'group';
  emailVerified?: boolean;
  /** Reuse an identity under another email (a changed login email); default: one sub per email. */
  sub?: string;
}

export type Who = DemoAccountKey | FreshUser;

export const BAD_TOKEN_KINDS = [
  'malformed',
  'wrongSignature',
  'algNone',
  'expired',
  'accessToken',
  'emailStyle',
  /** Validly signed, for another app client of the pool. */
  'wrongAudience',
  /** Validly signed, without the email claim accounts are keyed on. */
  'noEmail',
] as const;
export type BadTokenKind = (typeof BAD_TOKEN_KINDS)[number];

export interface TableCounts {
  users: number;
  deals: number;
  sessions: number;
  bookings: number;
  reviews: number;
  contact_messages: number;
}

export interface Driver {
  readonly name: 'server' | 'msw';
  /** Origin the API answers on (checkout URLs start with it). */
  readonly baseUrl: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A valid identity token of a demo account or of a fresh user. */
  tokenFor(who: Who): Promise<string>;
  /** Bearers that must all answer 401 `Invalid or expired token` (minted for the traveler). */
  badTokens(): Promise<Record<BadTokenKind, string>>;
  /** Moves business time on; expired holds are released and due transfers sent (the server's periodic sweep runs). */
  advanceClock(ms: number): Promise<void>;
  /** Back to the seed and the seed's time; rate limits and fresh users forgotten. */
  reset(): Promise<void>;
  /** Row counts, to prove a refused request changed nothing (soft-deleted deals count). */
  counts(): Promise<TableCounts>;
  /** The payment id stored on a booking (never part of an answer). */
  paymentIdOf(bookingId: string): Promise<string | null>;
  /** Starts reading the live events stream; nothing published before the call is included. */
  watchEvents(): Promise<LiveWatch>;
  /** The mail outbox: every mail queued since the last reset, sent or not, in the order queued. */
  mails(): Promise<QueuedMail[]>;
}

/** A live stream being read (GET /api/deals/events). */
export interface LiveWatch {
  /** Stops reading; every event of a change that finished before the call, in stream order. */
  stop(): Promise<LiveEvent[]>;
}

export type DriverFactory = () => Driver;

// ---- tokens -------------------------------------------------------------------------------

/** The claims the mock Cognito pool gives each demo account (mocks/src/db/database.ts). */
function demoAccountClaims(key: DemoAccountKey): Record<string, unknown> {
  const account = DEMO_ACCOUNTS[key];
  return {
    name: account.fullName,
    ...(account.userType === 'business' ? { [USER_TYPE_CLAIM]: 'business' } : {}),
    ...(key === 'adventures' ? { 'cognito:groups': [BUSINESS_GROUP] } : {}),
  };
}

const MALFORMED = 'eyJhbGciOiJSUzI1NiJ9.this-is-not-a-token';
const emailStyle = (email: string) => `email:${email}`;

/** Subs of fresh users, per driver: the same email is the same identity until `reset`. */
function subRegistry() {
  const subs = new Map<string, string>();
  return {
    subOf: (user: FreshUser) => {
      if (user.sub) return user.sub;
      const key = user.email.toLowerCase();
      let sub = subs.get(key);
      if (!sub) {
        sub = randomUUID();
        subs.set(key, sub);
      }
      return sub;
    },
    clear: () => subs.clear(),
  };
}

// ---- server -------------------------------------------------------------------------------

/** Every table the API writes, children before parents. */
const TABLES = [
  'push_outbox',
  'push_subscriptions',
  'inbox_alerts',
  'alert_moments',
  'alert_settings',
  'alerts',
  'saved_deals',
  'saved_businesses',
  'ledger_entries',
  'payout_accounts',
  'reviews',
  'waitlist_entries',
  'bookings',
  'sessions',
  'deals',
  'businesses',
  'users',
  'deleted_identities',
  'contact_messages',
  'processed_webhook_events',
  'rate_limits',
  'mail_outbox',
  'live_time_sweep',
];

export const serverDriver: DriverFactory = () => {
  let api: TestApi | undefined;
  const registry = subRegistry();
  /** The demo accounts' subs in the test identity provider (minted here, mapped by the seed). */
  const demoSubs = Object.fromEntries(
    (Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]).map((key) => [key, `server-${key}-${randomUUID()}`]),
  ) as Record<DemoAccountKey, string>;
  const subsByEmail = Object.fromEntries(
    (Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]).map((key) => [DEMO_ACCOUNTS[key].email, demoSubs[key]]),
  );
  const running = () => {
    if (!api) throw new Error('server driver: not started');
    return api;
  };

  const identityOf = (who: Who): { user: IdentityUser; claims: Record<string, unknown> } => {
    if (typeof who === 'string') {
      return { user: { sub: demoSubs[who], email: DEMO_ACCOUNTS[who].email }, claims: demoAccountClaims(who) };
    }
    return { user: { ...who, sub: registry.subOf(who) }, claims: {} };
  };

  async function seed(target: TestApi) {
    target.clock.set(SEED_NOW);
    await seedDemoData(target.db, { now: SEED_NOW, subsByEmail });
  }

  return {
    name: 'server',
    get baseUrl() {
      return running().url;
    },
    async start() {
      api = await startTestApi();
      await seed(api);
    },
    async stop() {
      await api?.close();
      api = undefined;
    },
    async tokenFor(who) {
      const { user, claims } = identityOf(who);
      return running().identity.idToken(user, claims);
    },
    async badTokens() {
      const { identity } = running();
      const traveler = identityOf('traveler').user;
      return {
        malformed: MALFORMED,
        wrongSignature: identity.wrongKeyToken(traveler),
        algNone: identity.algNoneToken(traveler),
        expired: identity.expiredToken(traveler),
        accessToken: identity.accessToken(traveler),
        emailStyle: emailStyle(traveler.email),
        wrongAudience: identity.idToken(traveler, { aud: 'another-app-client' }),
        noEmail: identity.idToken(traveler, { email: undefined }),
      };
    },
    async advanceClock(ms) {
      const target = running();
      target.clock.advance(ms);
      // What the periodic maintenance job of every instance does (src/maintenance.ts).
      await target.spur.services.inventory.releaseExpiredHolds();
      await target.spur.services.waitlist.passExpiredOffers();
      // Price steps are moments too; the alerts they and the writes before made are matched.
      await target.spur.services.timedEvents.publish();
      await target.spur.services.alerts.deliverMoments();
      await target.spur.services.outbox.queueReminders();
      await target.spur.services.earnings.transferDue();
    },
    async reset() {
      const target = running();
      // DELETE, not TRUNCATE: on tables this small it is several times faster. Children first.
      await target.db.transaction(async (trx) => {
        for (const table of TABLES) await trx(table).delete();
      });
      registry.clear();
      target.mailer.sent.length = 0;
      target.payments.refunds.length = 0;
      target.identityAdmin.deleted.length = 0;
      await seed(target);
    },
    async counts() {
      const { db } = running();
      const tables = ['users', 'deals', 'sessions', 'bookings', 'reviews', 'contact_messages'] as const;
      const { rows } = await db.raw<{ rows: Array<Record<(typeof tables)[number], number>> }>(
        `SELECT ${tables.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`,
      );
      return rows[0]!;
    },
    async paymentIdOf(bookingId) {
      const row = await running().db('bookings').where({ id: bookingId }).first('payment_intent_id');
      return (row?.payment_intent_id as string | null | undefined) ?? null;
    },
    async watchEvents() {
      const target = running();
      const stream = await openEventStream(`${target.url}${LIVE_EVENTS_PATH}`);
      // Events arrive in commit order: a fence published now arrives after everything committed before it.
      const fence = async () => {
        const event: LiveEvent = { type: 'deal_removed', deal_id: randomUUID() };
        await publishLiveEvent(target.db, event);
        const data = JSON.stringify(event);
        for (;;) {
          const at = stream.messages.findIndex((message) => message.data === data);
          if (at >= 0) return at;
          await stream.waitFor(stream.messages.length + 1);
        }
      };
      const from = (await fence()) + 1;
      return {
        async stop() {
          const to = await fence();
          stream.close();
          return stream.messages.slice(from, to).map((message) => JSON.parse(message.data!) as LiveEvent);
        },
      };
    },
    async mails() {
      const rows = await running().db('mail_outbox').orderBy('created_at').orderBy('key').select('kind', 'recipient', 'key', 'locale', 'data');
      return rows.map(({ kind, recipient, key, locale, data }) => ({ kind, to: recipient, key, locale, data }) as QueuedMail);
    },
  };
};

// ---- msw ----------------------------------------------------------------------------------

export const MOCK_ORIGIN = 'http://mock.spur.test';

export const mswDriver: DriverFactory = () => {
  let mock: MockServer | undefined;
  const registry = subRegistry();
  // Starts at SEED_NOW and goes back there on `reset` (so does the seed).
  const clock: MockClock = runningClock(SEED_NOW);
  const running = () => {
    if (!mock) throw new Error('msw driver: not started');
    return mock;
  };

  /** ID-token claims as the mock Cognito issues them (mocks/src/cognito/tokens.ts). */
  const idClaims = (user: IdentityUser, extra: Record<string, unknown> = {}, now = clock.now()) => ({
    ...cognitoClaims({ ...user, username: user.email }, 'id', {
      issuer: DEMO_COGNITO.issuer,
      clientId: DEMO_COGNITO.userPoolClientId,
      now,
      lifetimeSeconds: DEMO_COGNITO.tokenLifetimeSeconds,
    }),
    ...extra,
  });

  return {
    name: 'msw',
    baseUrl: MOCK_ORIGIN,
    async start() {
      mock = createMockServer({ origin: MOCK_ORIGIN, apiBase: MOCK_ORIGIN, clock });
      // Only the fake origin is the mock's: anything else (a JWKS fetch, say) goes to the network.
      mock.listen({ onUnhandledFrame: 'bypass' });
      // The seed is built at the clock's now: SEED_NOW, however long the server's run took.
      clock.reset();
      await mock.backend.ready();
    },
    async stop() {
      mock?.close();
      mock = undefined;
    },
    async tokenFor(who) {
      // Demo accounts sign in through the emulated Cognito, like the app does.
      if (typeof who === 'string') return (await running().signIn(DEMO_ACCOUNTS[who].email)).idToken;
      return signHs256(idClaims({ ...who, sub: registry.subOf(who) }), DEMO_COGNITO.tokenSecret);
    },
    async badTokens() {
      const tokens = await running().signIn(DEMO_ACCOUNTS.traveler.email);
      const { sub } = decodeJwtPayload<{ sub: string }>(tokens.idToken);
      const traveler = { sub, email: DEMO_ACCOUNTS.traveler.email };
      const claims = idClaims(traveler, demoAccountClaims('traveler'));
      const twoHoursAgo = new Date(clock.now().getTime() - 2 * 3600_000);
      return {
        malformed: MALFORMED,
        wrongSignature: signHs256(claims, 'not-the-demo-secret'),
        algNone: algNoneJwt(claims),
        expired: signHs256(idClaims(traveler, demoAccountClaims('traveler'), twoHoursAgo), DEMO_COGNITO.tokenSecret),
        accessToken: tokens.accessToken,
        emailStyle: emailStyle(DEMO_ACCOUNTS.traveler.email),
        wrongAudience: signHs256({ ...claims, aud: 'another-app-client' }, DEMO_COGNITO.tokenSecret),
        noEmail: signHs256({ ...claims, email: undefined }, DEMO_COGNITO.tokenSecret),
      };
    },
    async advanceClock(ms) {
      // The mock releases expired holds on its next request.
      clock.advance(ms);
    },
    async reset() {
      registry.clear();
      // Clock back to SEED_NOW first: the seed is built relative to it.
      await running().reset();
    },
    async counts() {
      const { db } = running().backend;
      return {
        users: db.user.getAll().length,
        deals: db.deal.getAll().length,
        sessions: db.session.getAll().length,
        bookings: db.booking.getAll().length,
        reviews: db.review.getAll().length,
        contact_messages: db.contactMessage.getAll().length,
      };
    },
    async paymentIdOf(bookingId) {
      const row = running().backend.db.booking.findFirst({ where: { id: { equals: bookingId } } });
      return row?.payment_intent_id ?? null;
    },
    watchEvents() {
      return running().watchEvents();
    },
    async mails() {
      return outboxOf(running().backend.db)
        .reverse()
        .map(({ kind, to, key, locale, data }) => ({ kind, to, key, locale, data }) as QueuedMail);
    },
  };
};

/**
 * Both backends; in the PGlite pass (TEST_SCOPE=engine, see test/scope.ts) the server's only:
 * the MSW half does not touch a database and was held to the server's answers in the first pass.
 */
export const DRIVERS: DriverFactory[] = engineScope ? [serverDriver] : [serverDriver, mswDriver];

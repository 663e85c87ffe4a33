/**
 * Runs one set of contract cases against every backend driver and holds them to the same
 * answers: each case asserts the statuses and bodies it expects, and every call a case makes is
 * also recorded (status and a normalised body), so that the MSW run of a case fails when it
 * answered anything differently from the server's run of the same case.
 *
 * Normalised: timestamps (`<time>`), ids of records created during the case (`<id#n>`, numbered in
 * order of appearance, so references must still agree), checkout and test payout account ids and the backend's
 * origin, and the value of a `cursor` query parameter. Seed ids and everything else are compared as they are. A call whose answer legitimately
 * differs between the backends (search order, say) passes `compare` to record a projection.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, type TestContext } from 'vitest';
import { buildSeed } from '@spur/demo-data';
import { createApiCaller, type ApiResult as KitApiResult, type CallOptions as ApiCallOptions } from '@spur/test-kit/api';
import type { z } from 'zod';
import { DRIVERS, SEED_NOW, type Driver, type Who } from './drivers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cases assert on bodies freely
export type Body = any;

export type ApiResult = KitApiResult<Body>;

export interface CallOptions extends ApiCallOptions {
  /**
   * What to compare across backends: `false` records the status only; a function records its
   * projection of the body (e.g. sorted ids where the two search rankings may differ).
   */
  compare?: false | ((body: Body) => unknown);
}

export interface Contract {
  /** The driver of the block being run. */
  readonly driver: Driver;
  call(method: string, path: string, options?: CallOptions): Promise<ApiResult>;
  token(who: Who): Promise<string>;
  /** Back to the seed, unless nothing was written since the last reset. */
  reset(): Promise<void>;
  /** Moves business time on (holds expire, rate-limit windows pass). */
  advanceClock(ms: number): Promise<void>;
}

// ---- normalisation ------------------------------------------------------------------------

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const CHECKOUT_ID = /cs_test_[A-Za-z0-9_-]+/g;
const PAYOUT_ACCOUNT_ID = /acct_test_[A-Za-z0-9_]+/g;
const SEED_IDS = (() => {
  const seed = buildSeed(SEED_NOW);
  return new Set<string>([
    ...seed.users.map((row) => row.id),
    ...seed.businesses.map((row) => row.id),
    ...seed.deals.map((row) => row.id),
    ...seed.bookings.map((row) => row.id),
    ...seed.reviews.map((row) => row.id),
    ...seed.payoutAccounts.map((row) => row.stripe_account_id),
    ...seed.bookings.flatMap((row) => (row.checkout_session_id ? [row.checkout_session_id] : [])),
    ...seed.bookings.flatMap((row) => (row.voucher_code ? [row.voucher_code] : [])),
  ]);
})();

class Normalizer {
  private readonly ids = new Map<string, string>();
  constructor(private readonly origin: string) {}

  private alias(value: string, kind: string): string {
    if (SEED_IDS.has(value)) return value;
    let alias = this.ids.get(value);
    if (!alias) {
      alias = `<${kind}#${this.ids.size + 1}>`;
      this.ids.set(value, alias);
    }
    return alias;
  }

  text(value: string): string {
    if (ISO_TIME.test(value)) return '<time>';
    return value
      .replaceAll(this.origin, '<origin>')
      .replace(CHECKOUT_ID, (match) => this.alias(match, 'checkout'))
      .replace(PAYOUT_ACCOUNT_ID, (match) => this.alias(match, 'account'))
      .replace(UUID, (match) => this.alias(match.toLowerCase(), 'id'));
  }

  value(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (value && typeof value === 'object') {
      // Voucher codes are random: new ones compare by their order of appearance.
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, key === 'voucher_code' && typeof item === 'string' ? this.alias(item, 'voucher') : this.value(item)]),
      );
    }
    return value;
  }
}

interface RecordedCall {
  call: string;
  status: number;
  body?: unknown;
}

// ---- the suite ------------------------------------------------------------------------------

/** The server's recordings of passed cases, by case name, waiting for the MSW run. */
const reference = new Map<string, RecordedCall[]>();

function caseKey(context: TestContext, driverName: string): string {
  const names: string[] = [context.task.name];
  for (let suite = context.task.suite; suite && suite.name !== driverName; suite = suite.suite) names.unshift(suite.name);
  return names.join(' > ');
}

export interface SuiteOptions {
  /** Put the seed back before every case (areas whose cases all write). */
  resetEach?: boolean;
}

/**
 * `describe(title)` with one block per driver, each running `define`'s cases against its backend
 * (one backend per test file and driver, started once).
 */
export function contractSuite(title: string, define: (contract: Contract) => void, options: SuiteOptions = {}): void {
  describe(title, () => {
    const drivers = DRIVERS.map((factory) => factory());
    describe.each(drivers)('$name', (driver) => {
      let recorded: RecordedCall[] = [];
      let normalizer = new Normalizer('');
      /** Whether anything may have changed since the seed: writes, new accounts, time. */
      let dirty = false;
      const reset = async () => {
        if (!dirty) return;
        await driver.reset();
        dirty = false;
      };

      beforeAll(() => driver.start(), 60_000);
      afterAll(() => driver.stop());
      beforeEach(async () => {
        recorded = [];
        normalizer = new Normalizer(driver.baseUrl);
        if (options.resetEach) await reset();
      });
      afterEach((context) => {
        if (context.task.result?.state === 'fail') return;
        const key = caseKey(context, driver.name);
        if (driver.name === 'server') {
          reference.set(key, recorded);
        } else if (reference.has(key)) {
          expect(recorded, 'the MSW backend answered this case differently from the server').toEqual(reference.get(key));
        }
      });

      const request = createApiCaller(() => driver.baseUrl);
      const contract: Contract = {
        driver,
        async call(method, path, callOptions = {}) {
          if (method !== 'GET') dirty = true;
          const result = await request(method, path, callOptions);
          const { compare } = callOptions;
          // Catalogue cursors are each backend's own (opaque): the call is recorded without its value.
          const entry: RecordedCall = { call: `${method} ${normalizer.text(path).replace(/([?&]cursor=)[^&]+/, '$1<cursor>')}`, status: result.status };
          if (compare !== false) entry.body = normalizer.value(compare ? compare(result.body) : result.body);
          recorded.push(entry);
          return result;
        },
        token(who) {
          // A new account is created on its first call.
          if (typeof who !== 'string') dirty = true;
          return driver.tokenFor(who);
        },
        reset,
        advanceClock(ms) {
          dirty = true;
          return driver.advanceClock(ms);
        },
      };
      define(contract);
    });
  });
}

// ---- assertions shared by the cases --------------------------------------------------------

/** Exactly `{ message }` with `status`. */
export function expectError(result: ApiResult, status: number, message: string): void {
  expect({ status: result.status, body: result.body }).toEqual({ status, body: { message } });
}

/** The success status and a body that the contract's response schema accepts (parsed). */
export function expectOk<S extends z.ZodType>(result: ApiResult, status: number, schema: S): z.output<S> {
  expect({ status: result.status, body: result.body }).toMatchObject({ status });
  const parsed = schema.safeParse(result.body);
  expect(parsed.success ? null : parsed.error.issues, 'the body breaks the contract').toBeNull();
  return parsed.data as z.output<S>;
}

/** Never a 5xx; always a 4xx `{ message }` (or the given success status for valid input). */
export function expectRefusal(result: ApiResult, label = ''): void {
  expect(result.status, `${label}: ${JSON.stringify(result.body)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(result.status, `${label}: ${JSON.stringify(result.body)?.slice(0, 200)}`).toBeLessThan(500);
  expect(Object.keys(result.body ?? {}), label).toEqual(['message']);
  expect(typeof result.body.message, label).toBe('string');
}

/** Sorted ids of a list body: for answers whose order may legitimately differ. */
export const idSet = (body: Body) => (Array.isArray(body) ? body.map((item: { id: string }) => item.id).sort() : body);

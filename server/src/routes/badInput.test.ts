/** Hostile input on every endpoint with a body: always a 4xx with a message, never a change. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type Endpoint } from '@spur/contract';
import { insertBooking, insertDeal, signUpBusiness, type Account } from '../../test/helpers/factories';
import { useTestApi } from '../../test/helpers/testApp';

const api = useTestApi();
let owner: Account;
let ids: { id: string; bookingId: string };

beforeAll(async () => {
  owner = await signUpBusiness(api());
  const deal = await insertDeal(api().db, owner.user.id);
  const booking = await insertBooking(api().db, deal, { user_id: owner.user.id, status: 'pending' });
  ids = { id: deal.id, bookingId: booking.id };
});

const withBody = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.body && !endpoint.path.startsWith('/api/payment'),
);

/** Values of the wrong type for every field (text, SQL and HTML payloads have their own tests). */
const hostileValues: unknown[] = [null, true, 0, -1, 1e308, [], {}, ['a'], { $gt: '' }];
const fieldsOf = (endpoint: Endpoint) => Object.keys((endpoint.body as { shape?: object }).shape ?? {});

/** Everything the API can change, to prove a refused request changed none of it. */
async function snapshot() {
  const db = api().db;
  const byKey: Array<[table: string, key: string]> = [
    ...['users', 'deals', 'sessions', 'bookings', 'contact_messages', 'alerts'].map((table): [string, string] => [table, 'id']),
    ['saved_deals', 'deal_id'],
    ['alert_settings', 'user_id'],
  ];
  return JSON.stringify(await Promise.all(byKey.map(([table, key]) => db(table).orderBy(key))));
}

describe.each(withBody)('%s', (_name, endpoint) => {
  // Session and checkout ids need only be well formed: the body is refused before anything is looked up.
  const path = () =>
    buildPath(endpoint.path, {
      id: endpoint.path.startsWith('/api/bookings') ? ids.bookingId : ids.id,
      dealId: ids.id,
      sessionId: '00000000-0000-4000-8000-000000000000',
      checkoutId: '00000000-0000-4000-8000-000000000000',
    });

  it('answers wrong types in every field with 400 and changes nothing', async () => {
    const before = await snapshot();
    for (const field of fieldsOf(endpoint)) {
      for (const value of hostileValues) {
        const body = { [field]: value };
        // A value the schema accepts (a cut-off of 0) reaches the lookup of the made-up session: 404.
        const accepted = endpoint.body!.safeParse(body).success;
        // Without a record to look up it is no hostile value (a preference switched on), just a change.
        if (accepted && !endpoint.path.includes(':')) continue;
        const response = await api().request(endpoint.method, path(), { token: owner.token, body });
        expect.soft(response.status, `${field}=${JSON.stringify(value).slice(0, 40)}`).toBe(accepted ? 404 : 400);
        expect.soft(typeof response.body?.message).toBe('string');
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['invalid JSON', { rawBody: '{"a":' }, 400],
    ['a JSON string', { rawBody: '"x"' }, 400],
    ['a deeply nested body', { rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}` }, 400],
    ['an oversized body', { body: { padding: 'x'.repeat(150_000) } }, 413],
  ] as const)('answers %s with %i and changes nothing', async (label, options, status) => {
    const before = await snapshot();
    // An array counts as an empty body: where `{}` is a valid body (joining a waitlist signed in),
    // it gets the empty body's answer (here a 409: the deal is not sold out).
    const emptyLike = label === 'a deeply nested body' && endpoint.body!.safeParse({}).success;
    const expected = emptyLike ? (await api().request(endpoint.method, path(), { token: owner.token, body: {} })).status : status;
    expect(expected).toBeGreaterThanOrEqual(400);
    const response = await api().request(endpoint.method, path(), { token: owner.token, ...options });
    expect(response.status).toBe(expected);
    expect(typeof response.body.message).toBe('string');
    expect(await snapshot()).toBe(before);
  });
});

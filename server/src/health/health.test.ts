/** /healthz and /readyz: unauthenticated, never cached, 503 with a reason when not ready. */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/knex';
import { createTestDatabase } from '../../test/helpers/database';
import { useTestApi } from '../../test/helpers/testApp';
import { checkReadiness, healthProbes } from './health';

const api = useTestApi();

describe('GET /healthz', () => {
  it('200, uncached, without a bearer', async () => {
    const response = await api().request('GET', '/healthz');
    expect(response).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD too', async () => {
    const response = await fetch(`${api().url}/healthz`, { method: 'HEAD' });
    expect(response.status).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('200 when the database answers and every migration is applied', async () => {
    const response = await api().request('GET', '/readyz');
    expect(response).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

/** The probes alone on `db`, on an ephemeral port. */
async function probe(db: Db, path: string) {
  const server = new Koa().use(healthProbes(db)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
  } finally {
    server.close();
  }
}

describe('GET /readyz when not ready', () => {
  const unreachable = createDb({ url: 'postgres://postgres@127.0.0.1:1/nothing', poolMax: 1 });
  afterAll(() => unreachable.destroy());

  it('503 "Database unavailable" when the database does not answer; /healthz still 200', async () => {
    expect(await probe(unreachable, '/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'Database unavailable' },
      cacheControl: 'no-store',
    });
    expect((await probe(unreachable, '/healthz')).status).toBe(200);
  });

  it('503 naming the pending migration when the database is behind this build', async () => {
    const database = await createTestDatabase();
    try {
      await database.db('knex_migrations').where({ name: '006_search_trigram' }).delete();
      expect(await probe(database.db, '/readyz')).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'Pending migrations: 006_search_trigram' },
        cacheControl: 'no-store',
      });
    } finally {
      await database.drop();
    }
  });

  it('503 listing every migration on an empty database', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const readiness = await checkReadiness(database.db, 2000);
      expect(readiness).toMatchObject({ ready: false, reason: expect.stringMatching(/^Pending migrations: 001_users, .*012_vouchers, 013_mail_outbox, 014_review_answers, 015_waitlist, 016_waitlist_closed, 017_search_text, 018_ledger, 019_payout_accounts, 020_transfers, 021_push, 022_alerts, 023_saved_businesses, 024_user_locale, 025_deal_languages$/) });
    } finally {
      await database.drop();
    }
  });

  it('503 after the timeout when the database hangs', async () => {
    const hanging = { schema: { hasTable: () => new Promise(() => {}) } } as unknown as Db;
    expect(await checkReadiness(hanging, 50)).toEqual({ ready: false, reason: 'Database did not answer within 50 ms' });
  });
});

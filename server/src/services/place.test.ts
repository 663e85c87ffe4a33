/**
 * The catalogue's place rules in SQL against their @spur/domain twins, on a few hundred random
 * venues around the default centre (ties included): the distance, and every order with radii,
 * pages and windows. The contract suite holds both backends to the same answers on the seed; this
 * covers more shapes of data, the now_near search's widening reach above all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CENTRE, DEFAULT_TIME_ZONE, type DealSort, type WhenFilter } from '@spur/contract';
import { manualClock } from '@spur/test-kit/clock';
import {
  cataloguePlace,
  catalogueOrder,
  distanceMeters,
  inWindow,
  isOpenForBooking,
  nearestFirst,
  nextSession,
  nowNearFirst,
  nowNearScore,
  roundMeters,
  whenWindow,
  withinRadius,
  type LatLng,
} from '@spur/domain';
import type { DealRow, SessionRow } from '../db/rows';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { insertDeal } from '../../test/helpers/factories';
import { DISTANCE_SQL, centreBindings, createCatalogueService } from './catalogue';

const NOW = new Date('2030-01-01T20:00:00.000Z');
const MINUTE = 60_000;

/** mulberry32: the same "random" data on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let database: TestDatabase;
let deals: DealRow[] = [];
let sessions: SessionRow[] = [];
const service = () => createCatalogueService({ db: database.db, clock: manualClock(NOW) });

beforeAll(async () => {
  database = await createTestDatabase();
  const next = random(9);
  const venues: LatLng[] = [];
  for (let index = 0; index < 240; index += 1) {
    // One venue in five is shared with an earlier deal: equal distances, ordered by id.
    const venue =
      index > 10 && next() < 0.2
        ? venues[Math.floor(next() * venues.length)]!
        : { latitude: DEFAULT_CENTRE.latitude + (next() - 0.5) * 0.6, longitude: DEFAULT_CENTRE.longitude + (next() - 0.5) * 0.7 };
    venues.push(venue);
    const dated = next() < 0.6;
    const deal = await insertDeal(database.db, null, {
      ...venue,
      has_sessions: dated,
      category: next() < 0.5 ? 'beach' : 'tour',
      created_at: new Date(NOW.getTime() - Math.floor(next() * 10_000) * MINUTE),
    });
    deals.push(deal);
    if (!dated) continue;
    // Up to three times over the next two days; some sold out, some past their cut-off, one in ten
    // of these deals with nothing left open (then not listed).
    const count = next() < 0.1 ? 0 : 1 + Math.floor(next() * 3);
    for (let session = 0; session < count; session += 1) {
      const [row] = await database.db<SessionRow>('sessions')
        .insert({
          deal_id: deal.id,
          starts_at: new Date(NOW.getTime() + (5 + Math.floor(next() * 2880)) * MINUTE),
          duration_minutes: 60,
          capacity: 4,
          slots_left: next() < 0.2 ? 0 : 2,
          cutoff_minutes: 15,
        })
        .onConflict()
        .ignore()
        .returning('*');
      if (row) sessions.push(row);
    }
  }
  deals = await database.db<DealRow>('deals').select('*');
  sessions = await database.db<SessionRow>('sessions').select('*');
}, 60_000);
afterAll(() => database.drop());

interface Query {
  centre?: LatLng;
  radiusKm?: number;
  sort?: DealSort;
  when?: Exclude<WhenFilter, 'any'>;
  category?: 'beach' | 'tour';
  limit: number;
  offset: number;
}

/** The page the rules say, as [id, distance_m]. */
function expected({ centre, radiusKm, sort, when, category, limit, offset }: Query): Array<[string, number | null]> {
  const window = whenWindow(when, NOW, DEFAULT_TIME_ZONE);
  const place = cataloguePlace({ lat: centre?.latitude, lng: centre?.longitude, radius_km: radiusKm, sort });
  const entries = deals
    .filter((deal) => !category || deal.category === category)
    .map((deal) => {
      const open = sessions.filter((session) => session.deal_id === deal.id && isOpenForBooking(session, NOW) && inWindow(session.starts_at.getTime(), window));
      const next = deal.has_sessions ? nextSession(open, NOW).next : undefined;
      const meters = place.centre ? distanceMeters(place.centre, deal) : 0;
      return {
        deal,
        next,
        order: { id: deal.id, created_at: deal.created_at, next_start: next?.starts_at ?? null },
        place: { id: deal.id, meters, score: nowNearScore(next?.starts_at ?? null, meters, NOW) },
      };
    })
    .filter((entry) => entry.next !== null && withinRadius(entry.place.meters, place.centre ? place.radiusMeters : null));
  entries.sort((a, b) =>
    place.sort === 'distance' ? nearestFirst(a.place, b.place) : place.sort === 'now_near' ? nowNearFirst(a.place, b.place) : catalogueOrder(a.order, b.order),
  );
  return entries.slice(offset, offset + limit).map((entry) => [entry.deal.id, place.centre ? roundMeters(entry.place.meters) : null]);
}

async function listed(query: Query): Promise<Array<[string, number | null]>> {
  const page = await service().list({
    search: undefined,
    category: query.category,
    language: undefined,
    when: query.when,
    limit: query.limit,
    offset: query.offset,
    sort: query.sort,
    lat: query.centre?.latitude,
    lng: query.centre?.longitude,
    radius_km: query.radiusKm,
  });
  return page.map((deal) => [deal.id, deal.distance_m]);
}

const CENTRES: LatLng[] = [DEFAULT_CENTRE, { latitude: 33.62, longitude: -117.93 }, { latitude: 33.3, longitude: -117.4 }, { latitude: 34.4, longitude: -116.9 }];

describe('the SQL twin of distanceMeters', () => {
  it('agrees with earth_distance(ll_to_earth(), ll_to_earth()) to 1e-5 m and with the domain', async () => {
    for (const centre of [...CENTRES, { latitude: -45, longitude: 170 }, { latitude: 89.9, longitude: 0 }]) {
      const rows: Array<{ id: string; twin: number; earth: number }> = await database
        .db('deals as d')
        .select('d.id')
        .select(database.db.raw(`${DISTANCE_SQL} AS twin`, centreBindings(centre)))
        .select(database.db.raw('earth_distance(ll_to_earth(?::float8, ?::float8), ll_to_earth(d.latitude, d.longitude)) AS earth', [centre.latitude, centre.longitude]));
      const byId = new Map(deals.map((deal) => [deal.id, deal]));
      for (const row of rows) {
        expect(Math.abs(row.twin - row.earth)).toBeLessThan(1e-5);
        expect(Math.abs(row.twin - distanceMeters(centre, byId.get(row.id)!))).toBeLessThan(1e-6);
      }
    }
  });
});

describe('the catalogue around a centre', () => {
  const cases: Query[] = [];
  for (const centre of CENTRES) {
    for (const sort of ['distance', 'now_near', 'soonest'] as const) {
      for (const radiusKm of [undefined, 0.8, 3, 12, 100]) {
        cases.push({ centre, sort, radiusKm, limit: 100, offset: 0 });
        cases.push({ centre, sort, radiusKm, limit: 7, offset: 0 });
        cases.push({ centre, sort, radiusKm, limit: 5, offset: 13 });
      }
    }
    cases.push({ centre, radiusKm: 6, limit: 30, offset: 0 });
    cases.push({ centre, limit: 1, offset: 0 });
    cases.push({ centre, limit: 2, offset: 60 });
    cases.push({ centre, sort: 'now_near', when: 'now', limit: 10, offset: 0 });
    cases.push({ centre, sort: 'now_near', when: 'tomorrow', category: 'beach', limit: 10, offset: 3 });
    cases.push({ centre, sort: 'distance', when: 'today', category: 'tour', radiusKm: 20, limit: 10, offset: 0 });
  }
  cases.push({ sort: 'soonest', limit: 100, offset: 0 }, { limit: 9, offset: 140 });

  it.each(cases.map((query) => [JSON.stringify(query), query] as const))('%s', async (_label, query) => {
    const page = await listed(query);
    expect(page).toEqual(expected(query));
  });

  it('the data has ties, deals of every kind, and pages that need the now_near search to widen', () => {
    const venues = new Set(deals.map((deal) => `${deal.latitude},${deal.longitude}`));
    expect(venues.size).toBeLessThan(deals.length - 20);
    expect(expected({ centre: CENTRES[3]!, sort: 'now_near', limit: 100, offset: 0 }).length).toBeGreaterThan(100 - 1);
    expect(expected({ centre: DEFAULT_CENTRE, sort: 'now_near', limit: 1000, offset: 0 }).length).toBeLessThan(deals.length);
  });
});

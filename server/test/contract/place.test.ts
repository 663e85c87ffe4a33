/**
 * Place: venue coordinates on deals, distances from the query's centre, radius searches and the
 * catalogue's orders (soonest, distance, now_near, and their defaults) on both backends, with the
 * other filters, and venues on create and update; every bad input refused with its message.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CENTRE,
  DEFAULT_TIME_ZONE,
  DealListSchema,
  DealSchema,
  MESSAGES,
  type Category,
  type DealSort,
  type WhenFilter,
} from '@spur/contract';
import {
  EARTH_RADIUS_M,
  addDays,
  cataloguePlace,
  catalogueOrder,
  distanceMeters,
  localDate,
  nearestFirst,
  nowNearFirst,
  nowNearScore,
  roundMeters,
  startOfLocalDay,
  whenWindow,
  withinRadius,
  type LatLng,
} from '@spur/domain';
import { SEED_NOW } from './drivers';
import { contractSuite, expectError, expectOk, type Body } from './harness';
import { DEAL_IDS, HOUR, MINUTE, SEED, expectedDeal, observable, seedDeal, seedSchedule, validDeal } from './fixtures';

// ---- what the rules say the catalogue answers for the seed ------------------------------------

interface PlaceQuery {
  centre?: LatLng;
  radiusKm?: string;
  sort?: DealSort;
  when?: WhenFilter;
  category?: Category;
  limit?: number;
  offset?: number;
}

/** GET /api/deals with a place query. */
function dealsPath({ centre, radiusKm, sort, when, category, limit, offset }: PlaceQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (centre) {
    params.set('lat', String(centre.latitude));
    params.set('lng', String(centre.longitude));
  }
  if (radiusKm !== undefined) params.set('radius_km', radiusKm);
  if (sort) params.set('sort', sort);
  if (when) params.set('when', when);
  if (category) params.set('category', category);
  if (limit !== undefined) params.set('limit', String(limit));
  if (offset !== undefined) params.set('offset', String(offset));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/api/deals?${query}` : '/api/deals';
}

/** The seed's catalogue at SEED_NOW for a place query, by @spur/domain's rules. */
function expectedCatalogue({ centre, radiusKm, sort, when, category }: PlaceQuery) {
  const window = whenWindow(when === 'any' ? undefined : when, SEED_NOW, DEFAULT_TIME_ZONE);
  const place = cataloguePlace({ lat: centre?.latitude, lng: centre?.longitude, radius_km: radiusKm === undefined ? undefined : Number(radiusKm), sort });
  const entries = SEED.deals
    .filter((deal) => (deal.expires_at === null || Date.parse(deal.expires_at) > SEED_NOW.getTime()) && (!category || deal.category === category))
    .map((deal) => {
      const next = seedSchedule(deal.id, SEED_NOW, window).next;
      const meters = place.centre ? distanceMeters(place.centre, deal) : 0;
      return {
        deal,
        dated: SEED.sessions.some((session) => session.deal_id === deal.id),
        next,
        order: { id: deal.id, created_at: deal.created_at, next_start: next?.starts_at ?? null },
        place: { id: deal.id, meters, score: nowNearScore(next?.starts_at ?? null, meters, SEED_NOW) },
      };
    })
    .filter((entry) => (!entry.dated || entry.next) && withinRadius(entry.place.meters, place.centre ? place.radiusMeters : null));
  entries.sort((a, b) =>
    place.sort === 'distance' ? nearestFirst(a.place, b.place) : place.sort === 'now_near' ? nowNearFirst(a.place, b.place) : catalogueOrder(a.order, b.order),
  );
  return entries.map((entry) => expectedDeal(entry.deal.id, SEED_NOW, window, place.centre));
}

const ids = (deals: ReadonlyArray<{ id: string }>) => deals.map((deal) => deal.id);
const distanceFromDefault = (id: string) => distanceMeters(DEFAULT_CENTRE, seedDeal(id));

/** A point `metres` due north of `centre` (great-circle distance exactly `metres` on the sphere). */
const north = (centre: LatLng, metres: number): LatLng => ({ latitude: centre.latitude + (metres / EARTH_RADIUS_M) * (180 / Math.PI), longitude: centre.longitude });
/** A point `metres` due east of `centre` along its parallel (a little more than `metres` away). */
const east = (centre: LatLng, metres: number): LatLng => ({
  latitude: centre.latitude,
  longitude: centre.longitude + (metres / (EARTH_RADIUS_M * Math.cos((centre.latitude * Math.PI) / 180))) * (180 / Math.PI),
});

/** Big Bear Lake: about 100 km from the nearest seed venue, so a radius of 20 km holds only deals made here. */
const BIG_BEAR: LatLng = { latitude: 34.2439, longitude: -116.9114 };
const minutesFromSeed = (minutes: number) => new Date(SEED_NOW.getTime() + minutes * MINUTE).toISOString();

contractSuite('place', (c) => {
  /**
   * The now_near order on the seed changes with time (waits shrink, open-dated deals' do not); the
   * mock's clock runs from SEED_NOW while the server's stands still there. Put both back at
   * SEED_NOW just before such a case, so they differ by the milliseconds the case takes.
   */
  const freshClock = async () => {
    await c.advanceClock(0);
    await c.reset();
  };

  describe('venues on deals', () => {
    it('every deal carries its venue’s coordinates; distance_m is null without a centre', async () => {
      const deals = expectOk(await c.call('GET', '/api/deals'), 200, DealListSchema);
      expect(deals).toHaveLength(expectedCatalogue({}).length);
      for (const deal of deals) {
        expect(deal).toMatchObject({ latitude: seedDeal(deal.id).latitude, longitude: seedDeal(deal.id).longitude, distance_m: null });
      }
      const one = expectOk(await c.call('GET', `/api/deals/${DEAL_IDS.sunriseYoga}`), 200, DealSchema);
      expect(one).toEqual(expectedDeal(DEAL_IDS.sunriseYoga));
      expect(one).toMatchObject({ latitude: 33.5423, longitude: -117.7858, distance_m: null });
    });

    it('with a centre, each deal says how far it is: the great-circle metres, rounded', async () => {
      const query = { centre: DEFAULT_CENTRE, sort: 'soonest' } as const;
      const deals = expectOk(await c.call('GET', dealsPath(query)), 200, DealListSchema);
      expect(deals).toEqual(expectedCatalogue(query));
      expect(deals.find((deal) => deal.id === DEAL_IDS.sunriseYoga)!.distance_m).toBe(58);
      expect(deals.find((deal) => deal.id === DEAL_IDS.safariNight)!.distance_m).toBe(roundMeters(distanceFromDefault(DEAL_IDS.safariNight)));
      for (const deal of deals) expect(deal.distance_m).toBe(Math.round(distanceFromDefault(deal.id)));
    });
  });

  describe('radius', () => {
    it('keeps the deals within the radius of the centre, whatever the order', async () => {
      for (const sort of ['distance', 'soonest', 'now_near'] as const) {
        const query = { centre: DEFAULT_CENTRE, radiusKm: '1', sort };
        const deals = expectOk(await c.call('GET', dealsPath(query), { compare: (body: Body) => ids(body).sort() }), 200, DealListSchema);
        expect(ids(deals).sort()).toEqual(ids(expectedCatalogue(query)).sort());
        expect(deals.length).toBeGreaterThanOrEqual(5);
        expect(deals.every((deal) => deal.distance_m! <= 1000)).toBe(true);
      }
      const nearest = { centre: DEFAULT_CENTRE, radiusKm: '1', sort: 'distance' } as const;
      expect((await c.call('GET', dealsPath(nearest))).body).toEqual(expectedCatalogue(nearest));
    });

    it('the boundary: a venue a metre inside the radius is kept, a metre outside is not', async () => {
      const snorkel = distanceFromDefault(DEAL_IDS.snorkel);
      // Far from a whole metre, so the backends' distances (equal to far below a millimetre) decide alike.
      expect(snorkel - Math.floor(snorkel)).toBeGreaterThan(0.01);
      expect(Math.ceil(snorkel) - snorkel).toBeGreaterThan(0.01);
      const inside = { centre: DEFAULT_CENTRE, radiusKm: String(Math.ceil(snorkel) / 1000), sort: 'distance' } as const;
      const outside = { ...inside, radiusKm: String(Math.floor(snorkel) / 1000) };
      const kept = expectOk(await c.call('GET', dealsPath(inside)), 200, DealListSchema);
      const dropped = expectOk(await c.call('GET', dealsPath(outside)), 200, DealListSchema);
      expect(ids(kept).at(-1)).toBe(DEAL_IDS.snorkel);
      expect(ids(dropped)).not.toContain(DEAL_IDS.snorkel);
      expect(ids(kept)).toEqual([...ids(dropped), DEAL_IDS.snorkel]);
      expect(kept).toEqual(expectedCatalogue(inside));
      expect(dropped).toEqual(expectedCatalogue(outside));
    });

    it('the largest radius (100 km) holds every seed deal; a radius around nowhere holds none', async () => {
      const everything = expectOk(await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, radiusKm: '100', sort: 'distance' })), 200, DealListSchema);
      expect(everything).toHaveLength(expectedCatalogue({}).length);
      expect((await c.call('GET', dealsPath({ centre: { latitude: 0, longitude: 0 }, radiusKm: '100' }))).body).toEqual([]);
      expect((await c.call('GET', dealsPath({ centre: BIG_BEAR, radiusKm: '50', sort: 'distance' }))).body).toEqual([]);
    });
  });

  describe('orders', () => {
    it('sort=distance: nearest first, venues shared by two deals in id order', async () => {
      const query = { centre: DEFAULT_CENTRE, sort: 'distance' } as const;
      const deals = expectOk(await c.call('GET', dealsPath(query)), 200, DealListSchema);
      expect(deals).toEqual(expectedCatalogue(query));
      expect(ids(deals).slice(0, 4)).toEqual([DEAL_IDS.sunriseYoga, DEAL_IDS.eBikeTour, DEAL_IDS.artWalk, DEAL_IDS.wineTasting]);
      const at = (id: string) => ids(deals).indexOf(id);
      // Crystal Cove (the paddle and the cottages) and Dana Wharf (the whale and dolphin safaris).
      expect(at(DEAL_IDS.sunsetPaddle) + 1).toBe(at(DEAL_IDS.coveCottages));
      expect(at(DEAL_IDS.whaleSafari) + 1).toBe(at(DEAL_IDS.dolphinSafari));
      const distances = deals.map((deal) => deal.distance_m!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('sort=soonest with a centre: the catalogue’s own order, with distances', async () => {
      const plain = expectOk(await c.call('GET', '/api/deals'), 200, DealListSchema);
      const soonest = expectOk(await c.call('GET', dealsPath({ sort: 'soonest' })), 200, DealListSchema);
      const around = expectOk(await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, sort: 'soonest' })), 200, DealListSchema);
      expect(soonest).toEqual(plain);
      expect(ids(around)).toEqual(ids(plain));
    });

    it('without a centre the order is soonest; with one it is now_near', async () => {
      await freshClock();
      const near = expectOk(await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, sort: 'now_near' })), 200, DealListSchema);
      const byDefault = expectOk(await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE })), 200, DealListSchema);
      expect(byDefault).toEqual(near);
      expect(near).toEqual(expectedCatalogue({ centre: DEFAULT_CENTRE, sort: 'now_near' }));
      expect(ids(near)).not.toEqual(ids(expectedCatalogue({ centre: DEFAULT_CENTRE, sort: 'distance' })));
      expect(ids(expectOk(await c.call('GET', dealsPath({ sort: 'soonest' })), 200, DealListSchema))).toEqual(ids(expectedCatalogue({})));
    });

    it.each(['distance', 'now_near'] as const)('sort=%s pages with limit and offset through the same order', async (sort) => {
      await freshClock();
      const all = ids(expectedCatalogue({ centre: DEFAULT_CENTRE, sort }));
      const pages: string[] = [];
      for (let offset = 0; offset < all.length + 5; offset += 5) {
        pages.push(...ids(expectOk(await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, sort, limit: 5, offset })), 200, DealListSchema)));
      }
      expect(pages).toEqual(all);
      const within = { centre: DEFAULT_CENTRE, radiusKm: '7', sort, limit: 3, offset: 2 };
      expect(ids((await c.call('GET', dealsPath(within))).body)).toEqual(ids(expectedCatalogue(within)).slice(2, 5));
    });
  });

  describe('now near: minutes until the start plus minutes of walking', () => {
    const tomorrowNoon = new Date(startOfLocalDay(addDays(localDate(SEED_NOW, DEFAULT_TIME_ZONE), 1), DEFAULT_TIME_ZONE).getTime() + 12 * HOUR).toISOString();
    /** Deals made at Big Bear, with their sessions (none: open-dated). */
    const MADE = {
      // Starts in 20 minutes, 400 m away: 20 + 5 = 25.
      near: { title: 'Zephyr Lakeside Paddle', at: north(BIG_BEAR, 400), category: 'beach', starts: [minutesFromSeed(20)] },
      // Starts in 10 minutes, 15 km away: 10 + 187.5 = 197.5.
      far: { title: 'Ridge Run Shuttle', at: north(BIG_BEAR, 15_000), category: 'beach', starts: [minutesFromSeed(10)] },
      // 2 km away, tomorrow at noon: 12 to 36 hours, plus 25.
      tomorrow: { title: 'Zephyr Forest Walk', at: east(BIG_BEAR, 2_000), category: 'tour', starts: [tomorrowNoon] },
      // Open-dated (counts as three hours), 800 m away: 180 + 10 = 190.
      open: { title: 'Lakeview Massage', at: north(BIG_BEAR, 800), category: 'wellness', starts: null },
      // Starts in 90 minutes, at the centre: 90.
      here: { title: 'Village Stargazing', at: BIG_BEAR, category: 'beach', starts: [minutesFromSeed(90)] },
    } as const satisfies Record<string, { title: string; at: LatLng; category: Category; starts: readonly string[] | null }>;
    type Name = keyof typeof MADE;
    const NAMES = Object.keys(MADE) as Name[];

    /** The made deals a query around Big Bear lists, in order, by @spur/domain's rules at SEED_NOW. */
    function expectedNames(query: { sort?: DealSort; when?: WhenFilter; category?: Category; search?: string }, extraStarts: Partial<Record<Name, string[]>> = {}): Name[] {
      const window = whenWindow(query.when, SEED_NOW, DEFAULT_TIME_ZONE);
      const sort = cataloguePlace({ lat: BIG_BEAR.latitude, lng: BIG_BEAR.longitude, sort: query.sort }).sort;
      return NAMES.map((name) => {
        const deal = MADE[name];
        const starts = deal.starts === null ? null : [...deal.starts, ...(extraStarts[name] ?? [])].filter((start) => window === null || (Date.parse(start) >= window.from.getTime() && Date.parse(start) < window.to.getTime()));
        const next = starts === null ? null : ([...starts].sort()[0] ?? undefined);
        const meters = distanceMeters(BIG_BEAR, deal.at);
        return { name, deal, next, order: { id: name, created_at: '', next_start: next ?? null }, place: { id: name, meters, score: nowNearScore(next ?? null, meters, SEED_NOW) } };
      })
        .filter(({ deal, next }) => next !== undefined && (!query.category || deal.category === query.category) && (!query.search || deal.title.toLowerCase().includes(query.search)))
        .sort((a, b) => (sort === 'distance' ? nearestFirst(a.place, b.place) : sort === 'now_near' ? nowNearFirst(a.place, b.place) : catalogueOrder(a.order, b.order)))
        .map(({ name }) => name);
    }

    let adventures: string;
    let made: Record<Name, string>;
    const addSession = async (dealId: string, startsAt: string) => {
      const response = await c.call('POST', `/api/deals/business/${dealId}/sessions`, { token: adventures, body: { starts_at: startsAt, capacity: 8, cutoff_minutes: 5 } });
      expect(response.status).toBe(201);
    };

    beforeEach(async () => {
      await c.reset();
      adventures = await c.token('adventures');
      made = {} as Record<Name, string>;
      for (const name of NAMES) {
        const { title, at, category, starts } = MADE[name];
        const response = await c.call('POST', '/api/deals', { token: adventures, body: validDeal({ title, category, latitude: at.latitude, longitude: at.longitude }) });
        made[name] = expectOk(response, 201, DealSchema).id;
        for (const start of starts ?? []) await addSession(made[name], start);
      }
    });

    const around = (query: Omit<PlaceQuery, 'centre' | 'radiusKm'> = {}, extra: Record<string, string> = {}) => dealsPath({ centre: BIG_BEAR, radiusKm: '20', ...query }, extra);
    const listed = async (path: string) => ids(expectOk(await c.call('GET', path), 200, DealListSchema));
    const named = (names: Name[]) => names.map((name) => made[name]);

    it('"in 20 min, 400 m away" comes before "in 10 min, 15 km away" and "2 km away tomorrow"', async () => {
      const deals = expectOk(await c.call('GET', around({ sort: 'now_near' })), 200, DealListSchema);
      // near 25, here 90, open 190, far 197.5, tomorrow: a definite start close by beats the flexible deal.
      expect(ids(deals)).toEqual(named(['near', 'here', 'open', 'far', 'tomorrow']));
      expect(expectedNames({ sort: 'now_near' })).toEqual(['near', 'here', 'open', 'far', 'tomorrow']);
      expect(deals.map((deal) => deal.distance_m)).toEqual([400, 0, 800, 15_000, Math.round(distanceMeters(BIG_BEAR, MADE.tomorrow.at))]);
      // The default order around a centre.
      expect(await listed(around())).toEqual(ids(deals));
    });

    it('the other orders of the same deals: distance, soonest', async () => {
      expect(await listed(around({ sort: 'distance' }))).toEqual(named(['here', 'near', 'open', 'tomorrow', 'far']));
      expect(await listed(around({ sort: 'soonest' }))).toEqual(named(['far', 'near', 'here', 'tomorrow', 'open']));
    });

    it('without a radius the nearest pages are exact (the server widens its search until no farther deal can beat them)', async () => {
      // The seed's venues are 100 km and more away: over 20 hours of walking.
      expect(await listed(dealsPath({ centre: BIG_BEAR, limit: 4 }))).toEqual(named(['near', 'here', 'open', 'far']));
      expect(await listed(dealsPath({ centre: BIG_BEAR, limit: 2, offset: 2 }))).toEqual(named(['open', 'far']));
      expect(await listed(dealsPath({ centre: BIG_BEAR, radiusKm: '1', limit: 1, offset: 1 }))).toEqual(named(['here']));
    });

    it.each([
      ['when=now (the next 3 hours)', { when: 'now' }],
      ['when=today', { when: 'today' }],
      ['when=tomorrow', { when: 'tomorrow' }],
      ['category=beach', { category: 'beach' }],
      ['category=beach, when=now, sort=distance', { category: 'beach', when: 'now', sort: 'distance' }],
      ['category=tour, when=today', { category: 'tour', when: 'today' }],
      ['category=wellness, when=weekend', { category: 'wellness', when: 'weekend' }],
    ] as const)('with %s', async (label, query: { sort?: DealSort; when?: WhenFilter; category?: Category }) => {
      const names = expectedNames(query);
      expect(await listed(around(query))).toEqual(named(names));
      if (label.startsWith('when=now')) expect(names).toEqual(['near', 'here', 'open', 'far']);
    });

    it.each([
      ['zephyr', undefined],
      ['zephyr', 'distance'],
      ['zephyr', 'soonest'],
      ['massage', undefined],
    ] as const)('with search=%s, sort=%s', async (search, sort) => {
      const names = expectedNames({ search, sort });
      expect(names.length).toBeGreaterThan(0);
      expect(await listed(around({ sort }, { search }))).toEqual(named(names));
    });

    it('a deal with no session in the window is not listed; its next session in the window sets its wait', async () => {
      expect(await listed(around({ when: 'tomorrow', category: 'beach' }))).toEqual(named(expectedNames({ when: 'tomorrow', category: 'beach' })));
      // The far deal gets a second time, tomorrow at noon: with when=tomorrow it is listed at that wait.
      await addSession(made.far, tomorrowNoon);
      const names = expectedNames({ when: 'tomorrow' }, { far: [tomorrowNoon] });
      expect(names).toContain('far');
      // Within 90 minutes of the venue's midnight the made sessions fall on tomorrow as well, and
      // the far deal's first one (in 10 minutes) sets its wait instead: the order then differs.
      const tomorrowStarts = whenWindow('tomorrow', SEED_NOW, DEFAULT_TIME_ZONE)!.from.getTime();
      if (tomorrowStarts - SEED_NOW.getTime() > 90 * MINUTE) expect(names.indexOf('tomorrow')).toBeLessThan(names.indexOf('far'));
      expect(await listed(around({ when: 'tomorrow' }))).toEqual(named(names));
    });
  });

  describe('on the seed, with the other filters', () => {
    it.each([
      { category: 'beach', sort: 'distance' },
      { category: 'wellness', radiusKm: '10', sort: 'distance' },
      { when: 'today', sort: 'distance' },
      { when: 'tomorrow', radiusKm: '8', sort: 'distance' },
      { when: 'weekend', category: 'tour', sort: 'soonest' },
      { when: 'now', sort: 'now_near' },
      { category: 'entertainment', sort: 'now_near' },
    ] as const)('%o', async (query) => {
      await freshClock();
      const place = { centre: DEFAULT_CENTRE, ...query } as PlaceQuery;
      expect(expectOk(await c.call('GET', dealsPath(place)), 200, DealListSchema)).toEqual(expectedCatalogue(place));
    });

    it('a search keeps the nearest-first order among its matches', async () => {
      const deals = expectOk(await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, sort: 'distance' }, { search: 'kayak' })), 200, DealListSchema);
      expect(ids(deals)).toEqual(expect.arrayContaining([DEAL_IDS.sealRockKayak, DEAL_IDS.bayKayakSafari]));
      const distances = deals.map((deal) => deal.distance_m!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const within = expectOk(await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, radiusKm: '5', sort: 'distance' }, { search: 'kayak' })), 200, DealListSchema);
      expect(ids(within)).toEqual(ids(deals).filter((id) => distanceFromDefault(id) <= 5000));
      expect(ids(within)).toContain(DEAL_IDS.sealRockKayak);
      expect(ids(within)).not.toContain(DEAL_IDS.bayKayakSafari);
    });
  });

  describe('venues on create and update', () => {
    let adventures: string;
    beforeEach(async () => {
      await c.reset();
      adventures = await c.token('adventures');
    });
    const dana = { latitude: 33.4606, longitude: -117.6986 };

    it('a new deal stores the venue sent, and is found around it', async () => {
      const deal = expectOk(await c.call('POST', '/api/deals', { token: adventures, body: validDeal({ ...dana }) }), 201, DealSchema);
      expect(deal).toMatchObject({ ...dana, distance_m: null });
      expect((await c.call('GET', `/api/deals/${deal.id}`)).body).toMatchObject(dana);
      // Dana Wharf: with the two seed safaris there, in id order (the new id is random: its place in
      // that order is not compared across the backends).
      const compare = (body: Body) => ({ seed: ids(body).filter((id) => id !== deal.id), distances: body.map((row: { distance_m: number }) => row.distance_m) });
      const around = await c.call('GET', dealsPath({ centre: dana, radiusKm: '0.01', sort: 'distance' }), { compare });
      const expected = [DEAL_IDS.whaleSafari, DEAL_IDS.dolphinSafari, deal.id].sort();
      expect(ids(around.body)).toEqual(expected);
      expect(around.body.map((row: { distance_m: number }) => row.distance_m)).toEqual([0, 0, 0]);
    });

    it('a new deal without a venue sits at the default centre', async () => {
      const deal = expectOk(await c.call('POST', '/api/deals', { token: adventures, body: validDeal() }), 201, DealSchema);
      expect(deal).toMatchObject(DEFAULT_CENTRE);
      const around = await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, radiusKm: '0.001' }));
      expect(around.body).toEqual([{ ...deal, distance_m: 0 }]);
    });

    it('an edit moves the venue only when coordinates are sent', async () => {
      const id = DEAL_IDS.artWalk;
      const path = `/api/deals/${id}`;
      const kept = expectOk(await c.call('PUT', path, { token: adventures, body: validDeal({ price: 30 }) }), 200, DealSchema);
      expect(kept).toMatchObject({ latitude: seedDeal(id).latitude, longitude: seedDeal(id).longitude });
      const moved = expectOk(await c.call('PUT', path, { token: adventures, body: validDeal({ price: 30, ...dana }) }), 200, DealSchema);
      expect(moved).toMatchObject({ ...dana, distance_m: null });
      expect((await c.call('GET', path)).body).toMatchObject(dana);
      const near = await c.call('GET', dealsPath({ centre: dana, radiusKm: '1', sort: 'distance' }));
      expect(ids(near.body)).toContain(id);
      const laguna = await c.call('GET', dealsPath({ centre: DEFAULT_CENTRE, radiusKm: '1', sort: 'distance' }));
      expect(ids(laguna.body)).not.toContain(id);
    });
  });

  describe('bad input: 400 with the message, nothing changed', () => {
    const centre = `lat=${DEFAULT_CENTRE.latitude}&lng=${DEFAULT_CENTRE.longitude}`;
    it.each([
      ['a latitude above 90', 'lat=90.5&lng=0', MESSAGES.validCoordinates],
      ['a latitude below -90', 'lat=-91&lng=0', MESSAGES.validCoordinates],
      ['a longitude above 180', 'lat=0&lng=180.01', MESSAGES.validCoordinates],
      ['a longitude below -180', 'lat=0&lng=-200', MESSAGES.validCoordinates],
      ['a latitude that is not a number', 'lat=north&lng=0', MESSAGES.validCoordinates],
      ['a longitude that is not a number', 'lat=0&lng=1e', MESSAGES.validCoordinates],
      ['an infinite latitude', 'lat=Infinity&lng=0', MESSAGES.validCoordinates],
      ['a latitude without a longitude', 'lat=33.5', MESSAGES.centreNeedsBoth],
      ['a longitude without a latitude', 'lng=-117.7', MESSAGES.centreNeedsBoth],
      ['a latitude and a blank longitude', 'lat=33.5&lng=', MESSAGES.centreNeedsBoth],
      ['a radius without a centre', 'radius_km=5', MESSAGES.centreRequired],
      ['sort=distance without a centre', 'sort=distance', MESSAGES.centreRequired],
      ['sort=now_near without a centre', 'sort=now_near', MESSAGES.centreRequired],
      ['a zero radius', `${centre}&radius_km=0`, MESSAGES.validRadius],
      ['a negative radius', `${centre}&radius_km=-1`, MESSAGES.validRadius],
      ['a radius over 100 km', `${centre}&radius_km=100.5`, MESSAGES.validRadius],
      ['a radius that is not a number', `${centre}&radius_km=far`, MESSAGES.validRadius],
      ['an unknown sort', `${centre}&sort=nearest`, MESSAGES.validSort],
      ['an unknown sort without a centre', 'sort=price', MESSAGES.validSort],
    ])('GET /api/deals with %s', async (_label, query, message) => {
      expectError(await c.call('GET', `/api/deals?${query}`), 400, message);
    });

    const bodies = [
      ['a latitude above 90', { latitude: 91, longitude: 0 }, MESSAGES.validCoordinates],
      ['a longitude below -180', { latitude: 0, longitude: -180.5 }, MESSAGES.validCoordinates],
      ['a latitude as text', { latitude: '33.5', longitude: -117.7 }, MESSAGES.validCoordinates],
      ['a null longitude', { latitude: 33.5, longitude: null }, MESSAGES.validCoordinates],
      ['a latitude only', { latitude: 33.5 }, MESSAGES.venueNeedsBoth],
      ['a longitude only', { longitude: -117.7 }, MESSAGES.venueNeedsBoth],
    ] as const;

    it.each(bodies)('POST /api/deals with %s', async (_label, venue, message) => {
      const adventures = await c.token('adventures');
      const before = await observable(c);
      expectError(await c.call('POST', '/api/deals', { token: adventures, body: { ...validDeal(), ...venue } }), 400, message);
      expect(await observable(c)).toEqual(before);
    });

    it.each(bodies)('PUT /api/deals/:id with %s', async (_label, venue, message) => {
      const adventures = await c.token('adventures');
      const before = await observable(c);
      expectError(await c.call('PUT', `/api/deals/${DEAL_IDS.artWalk}`, { token: adventures, body: { ...validDeal(), ...venue } }), 400, message);
      expect(await observable(c)).toEqual(before);
    });
  });
});


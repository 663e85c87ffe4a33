import { describe, expect, it } from 'vitest';
import { DEALS_PAGE_SIZE, MESSAGES, type Deal } from '@spur/contract';
import { DEAL_IDS } from '@spur/demo-data';
import { queryTerms, stem } from '../src/api/search';
import { ADVENTURES, api, idToken, useMockServer } from './helpers';

const search = async (params: Record<string, string>) => {
  const res = await api<Deal[]>('GET', `/api/deals?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('stemmer', () => {
  it('maps plural and singular forms to one stem', () => {
    for (const [a, b] of [
      ['Beaches', 'beach'],
      ['safaris', 'safari'],
      ['tours', 'tour'],
      ['activities', 'activity'],
      ['whales', 'whale'],
      ['surfing', 'surf'],
      ['paddling', 'paddle'],
      ['cruises', 'cruise'],
    ]) {
      expect(stem(a!)).toBe(stem(b!));
    }
    expect(stem('wellness')).toBe('wellness');
    expect(queryTerms('Tours in the Laguna')).toEqual(['tour', 'laguna']);
  });
});

describe('GET /api/deals search and filters', () => {
  const mock = useMockServer();

  it('lists every live deal: the soonest session first, then open-dated deals, newest first', async () => {
    const deals = await search({});
    expect(deals).toHaveLength(26);
    const dated = deals.filter((deal) => deal.next_session);
    expect(deals.slice(0, dated.length)).toEqual(dated);
    const starts = dated.map((deal) => Date.parse(deal.next_session!.starts_at));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const times = deals.slice(dated.length).map((deal) => Date.parse(deal.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('finds beach deals for the home quick button "Beaches" (any case)', async () => {
    for (const term of ['Beaches', 'beaches', 'BEACH', 'beach']) {
      const deals = await search({ search: term });
      const beach = deals.filter((deal) => deal.category === 'beach');
      expect(beach).toHaveLength(6);
    }
  });

  it('matches plural forms: "Safaris" finds the safaris, "Tours" the tours', async () => {
    const safaris = await search({ search: 'Safaris' });
    expect(safaris.filter((deal) => deal.category === 'safari')).toHaveLength(5);
    const tours = await search({ search: 'Tours' });
    expect(tours.filter((deal) => deal.category === 'tour')).toHaveLength(5);
    expect((await search({ search: 'whales' })).map((deal) => deal.id)).toContain(DEAL_IDS.whaleSafari);
  });

  it('searches title, description, location, business name and category', async () => {
    expect((await search({ search: 'Garibaldi' })).map((deal) => deal.id)).toEqual([DEAL_IDS.snorkel]);
    expect((await search({ search: 'Doheny' })).map((deal) => deal.id)).toEqual([DEAL_IDS.beachMovie]);
    expect((await search({ search: 'Harborlight' })).map((deal) => deal.id)).toEqual([DEAL_IDS.couplesSpa]);
    expect((await search({ search: 'entertainment' })).every((deal) => deal.category === 'entertainment')).toBe(true);
  });

  it('requires every word and ignores stop words', async () => {
    const deals = await search({ search: 'kayak safari' });
    expect(deals.map((deal) => deal.id)).toEqual([DEAL_IDS.bayKayakSafari]);
    // The dolphin safari's business is "Dana Point Whale Safaris".
    const inDana = await search({ search: 'whales in Dana Point' });
    expect(inDana.map((deal) => deal.id).sort()).toEqual([DEAL_IDS.whaleSafari, DEAL_IDS.dolphinSafari].sort());
    expect(inDana[0]!.id).toBe(DEAL_IDS.whaleSafari);
    expect(await search({ search: 'kayak opera' })).toEqual([]);
  });

  it('also matches any part of a word (the ILIKE fallback)', async () => {
    const deals = await search({ search: 'Lagu' });
    expect(deals.length).toBeGreaterThan(5);
    expect(deals.every((deal) => JSON.stringify(deal).toLowerCase().includes('lagu'))).toBe(true);
    expect(await search({ search: 'zzzz' })).toEqual([]);
  });

  it('keeps the soonest session first when searching; the best matches lead among open-dated deals', async () => {
    const yoga = await search({ search: 'yoga' });
    expect(yoga.map((deal) => deal.id)).toEqual(expect.arrayContaining([DEAL_IDS.sunriseYoga, DEAL_IDS.forestBathing]));
    const starts = yoga.filter((deal) => deal.next_session).map((deal) => Date.parse(deal.next_session!.starts_at));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const safari = await search({ search: 'safari' });
    const openDated = safari.filter((deal) => !deal.has_sessions);
    expect(openDated[0]!.title.toLowerCase()).toContain('safari');
  });

  it('filters by exact category, alone and with a search', async () => {
    const wellness = await search({ category: 'wellness' });
    expect(wellness).toHaveLength(5);
    expect(wellness.every((deal) => deal.category === 'wellness')).toBe(true);
    const both = await search({ category: 'safari', search: 'Dana Point' });
    expect(both.map((deal) => deal.id).sort()).toEqual([DEAL_IDS.dolphinSafari, DEAL_IDS.whaleSafari].sort());
    expect(await search({ category: 'tour', search: 'snorkel' })).toEqual([]);
    expect(await search({ category: '', search: '' })).toHaveLength(26);
  });

  it('pages with limit and offset', async () => {
    const all = await search({});
    const page = await search({ limit: '5', offset: '3' });
    expect(page.map((deal) => deal.id)).toEqual(all.slice(3, 8).map((deal) => deal.id));
    expect(await search({ offset: '100' })).toEqual([]);
  });

  it('rejects bad parameters with the contract messages', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ category: 'museum' }, MESSAGES.validCategory],
      [{ limit: String(DEALS_PAGE_SIZE + 1) }, MESSAGES.validPaging],
      [{ limit: '0' }, MESSAGES.validPaging],
      [{ offset: '-1' }, MESSAGES.validPaging],
      [{ limit: 'ten' }, MESSAGES.validPaging],
      [{ search: 'x'.repeat(101) }, MESSAGES.validSearch],
    ];
    for (const [params, message] of cases) {
      const res = await api('GET', `/api/deals?${new URLSearchParams(params)}`);
      expect(res).toEqual({ status: 400, body: { message } });
    }
  });

  it('leaves out deleted and expired deals but keeps sold-out ones', async () => {
    const token = await idToken(mock, ADVENTURES);
    expect((await api('DELETE', `/api/deals/${DEAL_IDS.tidePools}`, { token })).status).toBe(200);
    const deals = await search({});
    expect(deals.map((deal) => deal.id)).not.toContain(DEAL_IDS.tidePools);
    expect(deals.map((deal) => deal.id)).toContain(DEAL_IDS.sealRockKayak);

    mock.advanceClock(8 * 24 * 3600_000); // the outdoor movie ends 7 days after seeding
    const later = await search({});
    expect(later.map((deal) => deal.id)).not.toContain(DEAL_IDS.beachMovie);
    expect((await search({ search: 'Doheny' })).length).toBe(0);
  });

  it('aggregates ratings from real reviews', async () => {
    const deals = await search({});
    const byId = new Map(deals.map((deal) => [deal.id, deal]));
    expect(byId.get(DEAL_IDS.whaleSafari)).toMatchObject({ rating: 4.3, reviewCount: 3 });
    expect(byId.get(DEAL_IDS.surfLesson)).toMatchObject({ rating: 4.7, reviewCount: 3 });
    expect(byId.get(DEAL_IDS.tidePools)).toMatchObject({ rating: null, reviewCount: 0 });
  });
});

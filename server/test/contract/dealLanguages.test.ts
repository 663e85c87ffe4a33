/**
 * The languages a deal is given in: every answer names them, the catalogue filters by one
 * (`language=`, both catalogue endpoints), and a business sets them on create and update.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEAL_LANGUAGES, DEFAULT_CENTRE, MAX_DEAL_LANGUAGES, MESSAGES, DealListSchema, DealPageSchema, DealSchema, type DealLanguage } from '@spur/contract';
import { contractSuite, expectError, expectOk } from './harness';
import { DEAL_IDS, SEED, catalogueOrdered, expectedDeal, validDeal } from './fixtures';

const catalogue = catalogueOrdered(SEED.deals);
const ids = (deals: ReadonlyArray<{ id: string }>) => deals.map((deal) => deal.id);
const givenIn = (language: DealLanguage) => catalogue.filter((deal) => deal.languages.includes(language));
const CENTRE = `lat=${DEFAULT_CENTRE.latitude}&lng=${DEFAULT_CENTRE.longitude}`;
const ADVENTURES_DEAL = DEAL_IDS.artWalk;

contractSuite('deal languages', (c) => {
  let adventures: string;

  beforeEach(async () => {
    adventures = await c.token('adventures');
  });

  describe('reads', () => {
    it('every deal names its languages, in its business’s order; a deal that names none is given in English', async () => {
      const deals = expectOk(await c.call('GET', '/api/deals'), 200, DealListSchema);
      expect(deals.map((deal) => [deal.id, deal.languages])).toEqual(catalogue.map((deal) => [deal.id, deal.languages]));
      expect(deals.find((deal) => deal.id === DEAL_IDS.missionTour)?.languages).toEqual(['es', 'en']);
      expect(deals.find((deal) => deal.id === DEAL_IDS.artWalk)?.languages).toEqual(['en']);
      expect(expectOk(await c.call('GET', `/api/deals/${DEAL_IDS.whaleSafari}`), 200, DealSchema).languages).toEqual(['en', 'es', 'zh']);
    });

    it.each(['es', 'zh', 'en', 'ko'] as const)('language=%s lists the deals given in it, in the catalogue’s order', async (language) => {
      const deals = expectOk(await c.call('GET', `/api/deals?language=${language}`), 200, DealListSchema);
      expect(ids(deals)).toEqual(ids(givenIn(language)));
      expect(deals).toEqual(givenIn(language).map((deal) => expectedDeal(deal.id)));
    });

    it('the seed has deals in Spanish and in Chinese, and English is not every deal’s', () => {
      expect(givenIn('es').length).toBeGreaterThan(1);
      expect(givenIn('zh').length).toBeGreaterThan(1);
      expect(givenIn('en').length).toBe(catalogue.length);
    });

    it('combines with a category, a search, the place and the cursor pages, which count only its deals', async () => {
      const tours = await c.call('GET', '/api/deals?category=tour&language=es');
      expect(ids(expectOk(tours, 200, DealListSchema))).toEqual(ids(givenIn('es').filter((deal) => deal.category === 'tour')));
      const searched = await c.call('GET', '/api/deals?search=whale&language=zh');
      expect(ids(expectOk(searched, 200, DealListSchema))).toEqual([DEAL_IDS.whaleSafari]);
      const near = expectOk(await c.call('GET', `/api/deals?${CENTRE}&sort=distance&language=zh`), 200, DealListSchema);
      expect(ids(near).sort()).toEqual(ids(givenIn('zh')).sort());
      expect(near.every((deal) => deal.distance_m !== null)).toBe(true);
      const first = expectOk(await c.call('GET', '/api/deals/page?language=es&limit=1'), 200, DealPageSchema);
      expect(first).toMatchObject({ total: givenIn('es').length, total_capped: false });
      expect(ids(first.deals)).toEqual(ids(givenIn('es').slice(0, 1)));
      expect(first.next_cursor).not.toBeNull();
    });

    it('a blank language means "not set"; a repeated key keeps the first value', async () => {
      expect(ids(expectOk(await c.call('GET', '/api/deals?language='), 200, DealListSchema))).toEqual(ids(catalogue));
      expect(ids(expectOk(await c.call('GET', '/api/deals?language=zh&language=es'), 200, DealListSchema))).toEqual(ids(givenIn('zh')));
    });

    it.each(['xx', 'ES', 'es-MX', 'spanish', 'es,zh', '%20es', 'eng'])('400 for language=%s, on both catalogue endpoints', async (language) => {
      expectError(await c.call('GET', `/api/deals?language=${language}`), 400, MESSAGES.validLanguage);
      expectError(await c.call('GET', `/api/deals/page?language=${language}`), 400, MESSAGES.validLanguage);
    });
  });

  describe('create and update', () => {
    beforeEach(() => c.reset());

    it('a new deal that names no language is given in English; one that names them keeps their order and is found by each', async () => {
      const plain = expectOk(await c.call('POST', '/api/deals', { token: adventures, body: validDeal() }), 201, DealSchema);
      expect(plain.languages).toEqual(['en']);
      const quick = expectOk(await c.call('POST', '/api/deals', { token: adventures, body: { title: 'Quick', price: 5 } }), 201, DealSchema);
      expect(quick.languages).toEqual(['en']);
      const body = validDeal({ title: 'Visita guiada', languages: ['es', 'zh', 'en'] });
      const deal = expectOk(await c.call('POST', '/api/deals', { token: adventures, body }), 201, DealSchema);
      expect(deal.languages).toEqual(['es', 'zh', 'en']);
      expect(expectOk(await c.call('GET', `/api/deals/${deal.id}`), 200, DealSchema).languages).toEqual(['es', 'zh', 'en']);
      for (const language of ['es', 'zh', 'en'] as const) {
        expect(ids(expectOk(await c.call('GET', `/api/deals?language=${language}`), 200, DealListSchema))).toContain(deal.id);
      }
      expect(ids(expectOk(await c.call('GET', '/api/deals?language=fr'), 200, DealListSchema))).not.toContain(deal.id);
    });

    it('every language Spur offers, up to the most a deal lists', async () => {
      const languages = DEAL_LANGUAGES.slice(-MAX_DEAL_LANGUAGES);
      const deal = expectOk(await c.call('POST', '/api/deals', { token: adventures, body: validDeal({ languages }) }), 201, DealSchema);
      expect(deal.languages).toEqual(languages);
    });

    it('an update sets the languages; one that names none keeps them', async () => {
      const update = { title: 'Art Walk', description: 'Galleries.', price: 30 };
      const changed = await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures, body: { ...update, languages: ['zh', 'en'] } });
      expect(expectOk(changed, 200, DealSchema).languages).toEqual(['zh', 'en']);
      const kept = await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures, body: { ...update, price: 31 } });
      expect(expectOk(kept, 200, DealSchema).languages).toEqual(['zh', 'en']);
      expect(ids(expectOk(await c.call('GET', '/api/deals?language=zh'), 200, DealListSchema))).toContain(ADVENTURES_DEAL);
    });

    const tooMany = DEAL_LANGUAGES.slice(0, MAX_DEAL_LANGUAGES + 1);
    it.each([
      ['an empty list', [], MESSAGES.chooseLanguages],
      ['a code, not a list', 'es', MESSAGES.chooseLanguages],
      ['null', null, MESSAGES.chooseLanguages],
      ['an unknown code', ['en', 'xx'], MESSAGES.validLanguage],
      ['a code in capitals', ['EN'], MESSAGES.validLanguage],
      ['a region', ['es-MX'], MESSAGES.validLanguage],
      ['a name', ['Spanish'], MESSAGES.validLanguage],
      ['a number', [1], MESSAGES.validLanguage],
      ['a language twice', ['es', 'en', 'es'], MESSAGES.duplicateLanguages],
      [`${MAX_DEAL_LANGUAGES + 1} languages`, tooMany, MESSAGES.tooManyLanguages],
    ])('400 for %s, on create and on update, and nothing changes', async (_label, languages, message) => {
      const before = (await c.call('GET', '/api/deals?limit=100', { compare: false })).body;
      expectError(await c.call('POST', '/api/deals', { token: adventures, body: { ...validDeal(), languages } }), 400, message);
      const update = { title: 'T', description: 'D', price: 10, languages };
      expectError(await c.call('PUT', `/api/deals/${ADVENTURES_DEAL}`, { token: adventures, body: update }), 400, message);
      expect((await c.call('GET', '/api/deals?limit=100', { compare: false })).body).toEqual(before);
      expect((await c.call('GET', `/api/deals/${ADVENTURES_DEAL}`)).body).toEqual(expectedDeal(ADVENTURES_DEAL));
    });
  });
});

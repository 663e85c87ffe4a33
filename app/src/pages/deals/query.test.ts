import { describe, expect, it } from 'vitest';
import { LIMITS } from '@spur/contract';
import { NO_PLACE, dealsPageUrl, dealsParams, dealsUrl, hasActiveFilter, normaliseSearch, parseCursor, parseDealsQuery, parseLanguage, parsePlace, parseWhen } from './query';
import { whenOptions } from './when';
import { dealsSubtitle } from './subtitle';

describe('dealsUrl (SPEC §2: search, quick buttons, category tiles)', () => {
  it('is plain /deals without a term or category', () => {
    expect(dealsUrl()).toBe('/deals');
    expect(dealsUrl({ search: '' })).toBe('/deals');
    expect(dealsUrl({ search: '   ' })).toBe('/deals');
    expect(dealsUrl({ search: null, category: null })).toBe('/deals');
  });

  it('puts the trimmed, encoded term in ?search=', () => {
    expect(dealsUrl({ search: 'Beaches' })).toBe('/deals?search=Beaches');
    expect(dealsUrl({ search: '  sunset paddle  ' })).toBe('/deals?search=sunset%20paddle');
    expect(dealsUrl({ search: 'wine & jazz?' })).toBe('/deals?search=wine%20%26%20jazz%3F');
    expect(dealsUrl({ search: 'café' })).toBe('/deals?search=caf%C3%A9');
  });

  it('puts the category in ?category=', () => {
    expect(dealsUrl({ category: 'beach' })).toBe('/deals?category=beach');
    expect(dealsUrl({ search: 'kayak', category: 'safari' })).toBe('/deals?search=kayak&category=safari');
  });

  it('cuts a search longer than the API accepts', () => {
    const long = 'a'.repeat(LIMITS.search + 20);
    expect(normaliseSearch(long)).toHaveLength(LIMITS.search);
    expect(dealsUrl({ search: long })).toBe(`/deals?search=${'a'.repeat(LIMITS.search)}`);
  });

  it('round-trips through parseDealsQuery', () => {
    const url = dealsUrl({ search: 'sunset & wine', category: 'tour' });
    const query = parseDealsQuery(new URL(url, 'http://x').searchParams);
    expect(query).toEqual({ search: 'sunset & wine', category: 'tour', unknownCategory: null, when: null, language: null, place: NO_PLACE });
  });
});

describe('parseDealsQuery', () => {
  const parse = (qs: string) => parseDealsQuery(new URLSearchParams(qs));

  it('reads nothing from an empty query', () => {
    expect(parse('')).toEqual({ search: '', category: null, unknownCategory: null, when: null, language: null, place: NO_PLACE });
    expect(hasActiveFilter(parse(''))).toBe(false);
  });

  it('trims the search and treats a blank one as none', () => {
    expect(parse('search=%20%20beach%20').search).toBe('beach');
    expect(parse('search=%20%20').search).toBe('');
    expect(hasActiveFilter(parse('search=%20'))).toBe(false);
  });

  it('accepts the five categories, in any case', () => {
    for (const category of ['beach', 'safari', 'tour', 'wellness', 'entertainment'] as const) {
      expect(parse(`category=${category}`).category).toBe(category);
    }
    expect(parse('category=Beach').category).toBe('beach');
  });

  it('reports an unknown category instead of applying it (still an active filter)', () => {
    const query = parse('category=skydiving&search=jump');
    expect(query).toEqual({ search: 'jump', category: null, unknownCategory: 'skydiving', when: null, language: null, place: NO_PLACE });
    expect(hasActiveFilter(parse('category=skydiving'))).toBe(true);
  });
});

describe('dealsSubtitle (SPEC §2 /deals)', () => {
  it('search and category', () => {
    expect(dealsSubtitle({ search: 'sunset', category: 'tour' })).toBe('Search results for "sunset" in tour');
  });
  it('search only', () => {
    expect(dealsSubtitle({ search: 'sunset', category: null })).toBe('Search results for "sunset"');
  });
  it('category only, capitalised', () => {
    expect(dealsSubtitle({ search: '', category: 'safari' })).toBe('Safari activities');
    expect(dealsSubtitle({ search: '', category: 'entertainment' })).toBe('Entertainment activities');
  });
  it('neither', () => {
    expect(dealsSubtitle({ search: '', category: null })).toBe('Browse all available experiences');
  });
});

describe('the when filter (issue 9)', () => {
  it('dealsUrl adds ?when= after search and category; any, blank and unknown values add nothing', () => {
    expect(dealsUrl({ when: 'now' })).toBe('/deals?when=now');
    expect(dealsUrl({ search: 'kayak', category: 'beach', when: 'weekend' })).toBe('/deals?search=kayak&category=beach&when=weekend');
    expect(dealsUrl({ when: 'any' })).toBe('/deals');
    expect(dealsUrl({ when: '' })).toBe('/deals');
    expect(dealsUrl({ when: 'yesterday' })).toBe('/deals');
  });

  it('parseDealsQuery reads it (any case) and it is an active filter', () => {
    const query = parseDealsQuery(new URLSearchParams('when=Today&search=kayak'));
    expect(query).toEqual({ search: 'kayak', category: null, unknownCategory: null, when: 'today', language: null, place: NO_PLACE });
    expect(hasActiveFilter(parseDealsQuery(new URLSearchParams('when=now')))).toBe(true);
    expect(hasActiveFilter(parseDealsQuery(new URLSearchParams('when=any')))).toBe(false);
    expect(parseWhen('soon')).toBeNull();
  });

  it('the chips: Now, Today, Tomorrow, This weekend, Any time', () => {
    expect(whenOptions().map((option) => option.label)).toEqual(['Now', 'Today', 'Tomorrow', 'This weekend', 'Any time']);
  });

  it('the subtitle appends the time to SPEC §2’s, or says it alone', () => {
    expect(dealsSubtitle({ search: 'kayak', category: null, when: 'today' })).toBe('Search results for "kayak" · Today');
    expect(dealsSubtitle({ search: 'kayak', category: 'beach', when: 'tomorrow' })).toBe('Search results for "kayak" in beach · Tomorrow');
    expect(dealsSubtitle({ search: '', category: 'beach', when: 'now' })).toBe('Beach activities · Now');
    expect(dealsSubtitle({ search: '', category: 'tour', when: 'weekend' })).toBe('Tour activities · This weekend');
    expect(dealsSubtitle({ search: '', category: null, when: 'now' })).toBe('Starting in the next 3 hours');
    expect(dealsSubtitle({ search: '', category: null, when: 'today' })).toBe('Happening today');
    expect(dealsSubtitle({ search: '', category: null, when: 'tomorrow' })).toBe('Happening tomorrow');
    expect(dealsSubtitle({ search: '', category: null, when: 'weekend' })).toBe('Happening this weekend');
    expect(dealsSubtitle({ search: '', category: null, when: null })).toBe('Browse all available experiences');
  });
});

describe('the language filter', () => {
  it('dealsUrl adds ?language= after the time; blank and unknown codes add nothing', () => {
    expect(dealsUrl({ category: 'tour', when: 'today', language: 'es' })).toBe('/deals?category=tour&when=today&language=es');
    for (const language of ['', ' ', 'xx', 'ES', 'es-MX', null, undefined]) expect(dealsUrl({ language })).toBe('/deals');
  });

  it('parseDealsQuery reads a code Spur offers (unknown ones are no filter), and it is an active filter', () => {
    const query = parseDealsQuery(new URLSearchParams('language=zh'));
    expect(query.language).toBe('zh');
    expect(hasActiveFilter(query)).toBe(true);
    expect(parseDealsQuery(new URLSearchParams('language=klingon')).language).toBeNull();
    expect(parseLanguage(' es ')).toBe('es');
    expect(hasActiveFilter(parseDealsQuery(new URLSearchParams('language=')))).toBe(false);
  });
});

describe('the place in the URL (issue 10)', () => {
  const place = (qs: string) => parsePlace(new URLSearchParams(qs));

  it('reads a centre, a radius and an order, and writes them back', () => {
    const parsed = place('lat=33.5427&lng=-117.7854&radius_km=5&sort=distance');
    expect(parsed).toEqual({ centre: { latitude: 33.5427, longitude: -117.7854 }, radiusKm: 5, sort: 'distance' });
    expect(dealsUrl({ when: 'now', place: parsed })).toBe('/deals?when=now&lat=33.5427&lng=-117.7854&radius_km=5&sort=distance');
    expect(parseDealsQuery(new URLSearchParams('lat=33.5427&lng=-117.7854&radius_km=5&sort=distance')).place).toEqual(parsed);
  });

  it('drops what is invalid: half a centre, out of range, a radius or a distance order without a centre, unknown orders', () => {
    expect(place('lat=33.5')).toEqual(NO_PLACE);
    expect(place('lat=91&lng=0')).toEqual(NO_PLACE);
    expect(place('lat=abc&lng=1')).toEqual(NO_PLACE);
    expect(place('radius_km=5&sort=now_near')).toEqual(NO_PLACE);
    expect(place('sort=soonest')).toEqual({ ...NO_PLACE, sort: 'soonest' });
    expect(place('lat=1&lng=2&radius_km=0&sort=price')).toEqual({ centre: { latitude: 1, longitude: 2 }, radiusKm: null, sort: null });
    expect(place('lat=1&lng=2&radius_km=101').radiusKm).toBeNull();
  });

  it('a radius filters the list; a centre alone does not', () => {
    expect(hasActiveFilter(parseDealsQuery(new URLSearchParams('lat=1&lng=2')))).toBe(false);
    expect(hasActiveFilter(parseDealsQuery(new URLSearchParams('lat=1&lng=2&radius_km=5')))).toBe(true);
  });
});

describe('dealsParams, dealsPageUrl and parseCursor (issue 32: the forms and links without scripts)', () => {
  it('lists the parameters of a view in URL order, unencoded (the search form sends them as hidden fields)', () => {
    const place = { centre: { latitude: 33.6, longitude: -117.9 }, radiusKm: 10, sort: null };
    expect(dealsParams({ search: ' sunset paddle ', when: 'today', place, view: 'map' })).toEqual([
      ['search', 'sunset paddle'],
      ['when', 'today'],
      ['lat', '33.6'],
      ['lng', '-117.9'],
      ['radius_km', '10'],
      ['view', 'map'],
    ]);
    expect(dealsParams()).toEqual([]);
  });

  it('links the page of the same view after a cursor', () => {
    expect(dealsPageUrl({ search: 'sea', when: 'today' }, 'c1/2')).toBe('/deals?search=sea&when=today&cursor=c1%2F2');
    expect(dealsPageUrl({}, 'c1')).toBe('/deals?cursor=c1');
  });

  it('reads the cursor a page starts from; blank or too long is the first page', () => {
    expect(parseCursor(new URLSearchParams('cursor=abc'))).toBe('abc');
    expect(parseCursor(new URLSearchParams('cursor=%20'))).toBeNull();
    expect(parseCursor(new URLSearchParams(`cursor=${'x'.repeat(513)}`))).toBeNull();
    expect(parseCursor(new URLSearchParams(''))).toBeNull();
  });
});

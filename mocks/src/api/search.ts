/**
 * Deal search with the server's semantics. The server matches
 * `search_vector @@ websearch_to_tsquery('english', q)` (English stemming, stop words dropped,
 * every word required) OR `concat_ws(' ', title, description, location, business_name, category)
 * ILIKE '%q%'`, and orders its candidates (the newest SEARCH_RANKED_CANDIDATES open-dated matches,
 * see catalogue.ts) by `ts_rank` (title hits first) then newest first. This module
 * reproduces both: a small English stemmer applied alike to query and text ("Beaches" finds beach
 * deals, "safaris" finds safaris, "tours" finds tours) and Postgres' ts_rank formulas over the
 * same weighted fields (A title, B category + business name, C location, D description).
 */

/** Postgres' english stop words (snowball list). */
const STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under ' +
    'again further then once here there when where why how all any both each few more most other some such no nor not ' +
    'only own same so than too very s t can will just don should now'
  ).split(' '),
);

const DOUBLE_END = /(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/;

/**
 * A small English stemmer: plural and verb endings (-ies, -es, -s, -ing, -ed) and a final -e
 * are removed, doubled final consonants undoubled, a final -y made -i.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  // Porter2: a final s goes when a vowel precedes it somewhere before the previous letter
  // ("safaris" -> "safari", "tours" -> "tour"), but not from -ss or -us ("wellness", "campus").
  else if (w.endsWith('s') && !/(ss|us)$/.test(w) && /[aeiouy]/.test(w.slice(0, -2))) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (DOUBLE_END.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

/** Tokens as the text parser sees them: runs of letters and digits, accents folded. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The stemmed, stop-word-free, de-duplicated terms of a search query. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokens(query).filter((token) => !STOP_WORDS.has(token)).map(stem))];
}

export interface Searchable {
  title: string;
  description: string;
  location: string;
  business_name: string;
  category: string;
}

/** Default ts_rank weights of D, C, B, A. */
const WEIGHT = { A: 1, B: 0.4, C: 0.2, D: 0.1 } as const;

interface Position {
  pos: number;
  weight: number;
}

/** The deal's tsvector: lexeme -> positions (ascending) with weights, as the generated column builds it. */
function searchVector(deal: Searchable): Map<string, Position[]> {
  const parts: Array<[string, number]> = [
    [deal.title, WEIGHT.A],
    [`${deal.category} ${deal.business_name}`, WEIGHT.B],
    [deal.location, WEIGHT.C],
    [deal.description, WEIGHT.D],
  ];
  const vector = new Map<string, Position[]>();
  let offset = 0;
  for (const [text, weight] of parts) {
    let maxPos = 0;
    tokens(text).forEach((token, index) => {
      if (STOP_WORDS.has(token)) return;
      const pos = offset + index + 1;
      maxPos = pos;
      const lexeme = stem(token);
      const list = vector.get(lexeme) ?? [];
      // Within one lexeme the same position keeps its highest weight; lists stay ascending.
      list.push({ pos, weight });
      vector.set(lexeme, list);
    });
    // `a || b` shifts b's positions by the highest position used in a.
    if (maxPos > 0) offset = maxPos;
  }
  return vector;
}

/** Postgres' calc_rank_or (one query term). */
function rankOr(vector: Map<string, Position[]>, terms: string[]): number {
  let res = 0;
  for (const term of terms) {
    const positions = vector.get(term);
    if (!positions) continue;
    let resj = 0;
    let wjm = -1;
    let jm = 0;
    positions.forEach(({ weight }, j) => {
      resj += weight / ((j + 1) * (j + 1));
      if (weight > wjm) {
        wjm = weight;
        jm = j;
      }
    });
    res += (wjm + resj - wjm / ((jm + 1) * (jm + 1))) / 1.64493406685;
  }
  return terms.length > 0 ? res / terms.length : 0;
}

function wordDistance(distance: number): number {
  if (distance > 100) return 1e-30;
  return 1 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2));
}

/** Postgres' calc_rank_and (two or more query terms): closeness of the terms' positions. */
function rankAnd(vector: Map<string, Position[]>, terms: string[]): number {
  let res = -1;
  const found: Position[][] = [];
  for (const term of terms) {
    const positions = vector.get(term);
    if (!positions) continue;
    for (const previous of found) {
      for (const a of positions) {
        for (const b of previous) {
          const distance = Math.abs(a.pos - b.pos);
          if (distance === 0) continue;
          const weight = Math.sqrt(a.weight * b.weight * wordDistance(distance));
          res = res < 0 ? weight : 1 - (1 - res) * (1 - weight);
        }
      }
    }
    found.push(positions);
  }
  return res < 0 ? 1e-20 : res;
}

export interface SearchMatch {
  matches: boolean;
  rank: number;
}

/** Builds the matcher for one query: whether a deal matches and its ts_rank. */
export function searchMatcher(query: string): (deal: Searchable) => SearchMatch {
  const terms = queryTerms(query);
  const needle = query.toLowerCase();
  return (deal) => {
    const vector = searchVector(deal);
    const fullText = terms.length > 0 && terms.every((term) => vector.has(term));
    const haystack = [deal.title, deal.description, deal.location, deal.business_name, deal.category].join(' ');
    const matches = fullText || (needle !== '' && haystack.toLowerCase().includes(needle));
    const rank = terms.length === 0 ? 0 : terms.length === 1 ? rankOr(vector, terms) : rankAnd(vector, terms);
    // ts_rank answers a float4: ties there fall back to newest first.
    return { matches, rank: Math.fround(rank) };
  };
}

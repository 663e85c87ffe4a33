import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sampleDeals } from '@spur/demo-data';
import { configureApiClient } from '../api';
import { loadLocale } from '../i18n/catalogs';
import { fakeFetch, json } from '../test/fakeFetch';
import { renderRoutes } from '../test/render';
import HomePage from './HomePage';

let restore: () => void;

beforeEach(() => {
  const fake = fakeFetch(({ method, path, search }) =>
    method === 'GET' && path === '/api/deals' ? json(sampleDeals.map((deal, index) => ({ ...deal, distance_m: search.get('lat') ? 400 + index * 900 : null }))) : undefined,
  );
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
});
afterEach(() => restore());

describe('HomePage in another language', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it.each([
    [
      'es',
      {
        hero: 'Construimos el futuro de las experiencias, en cualquier lugar',
        searchLabel: 'Buscar ofertas',
        popular: 'Búsquedas populares',
        quick: ['Playas', 'Safaris', 'Tours', 'Bienestar', 'Entretenimiento'],
        when: 'Cuándo',
        chips: ['Ahora', 'Hoy', 'Mañana', 'Este fin de semana', 'Cualquier momento'],
        categories: 'Categorías populares',
        nearby: 'Cerca de usted',
        distances: ['400 m', '1.3 km'],
        contact: 'Contáctenos',
      },
    ],
    [
      'zh-Hans',
      {
        hero: '随时随地，打造体验的未来',
        searchLabel: '搜索优惠',
        popular: '热门搜索',
        quick: ['海滩', '野生动物之旅', '观光游', '休闲养生', '娱乐'],
        when: '时间',
        chips: ['现在', '今天', '明天', '本周末', '不限时间'],
        categories: '热门类别',
        nearby: '您附近的活动',
        distances: ['400米', '1.3公里'],
        contact: '联系我们',
      },
    ],
  ] as const)('%s: the hero, its searches and chips, the categories and what is on nearby, in kilometres', async (locale, text) => {
    renderRoutes([{ path: '/', element: <HomePage /> }], { path: '/', locale, auth: { status: 'guest' } });
    expect(screen.getByRole('heading', { level: 1, name: text.hero })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: text.searchLabel })).toBeInTheDocument();
    const quick = within(screen.getByRole('list', { name: text.popular })).getAllByRole('link');
    // The labels are the page's language; the search stays the deals' own (English) words.
    expect(quick.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      text.quick.map((label, index) => [label, `/deals?search=${['Beaches', 'Safaris', 'Tours', 'Wellness', 'Entertainment'][index]}`]),
    );
    expect(
      within(screen.getByRole('navigation', { name: text.when }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(text.chips);
    const tiles = within(screen.getByRole('region', { name: text.categories }));
    expect(tiles.getByRole('link', { name: text.quick[0] })).toHaveAttribute('href', '/deals?category=beach');
    const strip = await screen.findByRole('list', { name: text.nearby }, { timeout: 5000 });
    for (const distance of text.distances) expect(within(strip).getByText(distance)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.contact })).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Deal } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import { SAMPLE_NOW, sampleDeals, sampleSessionDeal } from '@spur/demo-data';
import { configureApiClient } from '../api';
import { loadLocale } from '../i18n/catalogs';
import { fakeFetch, json } from '../test/fakeFetch';
import { renderRoutes } from '../test/render';
import DealsPage from './DealsPage';
import { forgetKeptDealPages } from './deals/useDealPages';

let restore: (() => void) | undefined;

/** Serves `deals` as the one page of /deals, each `index * 1800 + 600` m away when the query has a centre. */
function serve(deals: readonly Deal[]) {
  const fake = fakeFetch(({ method, path, search }) =>
    method === 'GET' && path === '/api/deals/page'
      ? json({
          deals: deals.map((deal, index) => ({ ...deal, distance_m: search.get('lat') ? 600 + index * 1800 : null })),
          next_cursor: null,
          total: deals.length,
          total_capped: false,
        })
      : undefined,
  );
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

afterEach(() => {
  restore?.();
  forgetKeptDealPages();
});

const renderDeals = (locale: Locale, path = '/deals') => renderRoutes([{ path: '/deals', element: <DealsPage /> }], { path, locale, now: SAMPLE_NOW, auth: { status: 'guest' } });

describe('DealsPage in another language', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it.each([
    [
      'es',
      'Todas las ofertas',
      'Explore todas las experiencias disponibles',
      '3 ofertas',
      'Cuándo',
      ['Ahora', 'Hoy', 'Mañana', 'Este fin de semana', 'Cualquier momento'],
      'Empieza dentro de 40 min',
      'El precio baja a $45 a las 12:25 p.m.',
    ],
    ['zh-Hans', '全部优惠', '浏览所有可预订的体验', '3个优惠', '时间', ['现在', '今天', '明天', '本周末', '不限时间'], '40分钟后开始', '12:25前降至 US$45'],
  ] as const)("%s: the heading, the filters, the count and the cards' times", async (locale, heading, subtitle, count, whenLabel, chips, startsIn, drop) => {
    serve([sampleSessionDeal, ...sampleDeals.filter((deal) => deal.title !== sampleSessionDeal.title)]);
    renderDeals(locale);
    const card = await screen.findByRole('article', { name: sampleSessionDeal.title });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(screen.getByText(count)).toBeInTheDocument();
    const when = screen.getByRole('navigation', { name: whenLabel });
    expect(
      within(when)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(chips);
    expect(within(card).getByText(startsIn)).toBeInTheDocument();
    expect(within(card).getByText(new RegExp(`^${drop.replace(/[$.]/g, '\\$&')}`))).toBeInTheDocument();
  });

  it.each([
    ['es', 'Resultados de "kayak" en playa · Hoy', 'No encontramos ofertas para su búsqueda.', 'Ver todas las ofertas', 'Quitar todos los filtros'],
    ['zh-Hans', '“kayak”在海滩中的搜索结果 · 今天', '没有找到符合搜索条件的优惠。', '查看全部优惠', '清除所有筛选'],
  ] as const)('%s: a search that finds nothing says so', async (locale, subtitle, empty, showAll, clear) => {
    serve([]);
    renderDeals(locale, '/deals?search=kayak&category=beach&when=today');
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: showAll })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: clear })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Distancia', ['Cualquier distancia', '2 km', '5 km', '10 km', '25 km'], ['600 m', '2.4 km', '4.2 km'], 'Distancias desde su ubicación'],
    ['zh-Hans', '范围', ['不限距离', '2公里', '5公里', '10公里', '25公里'], ['600米', '2.4公里', '4.2公里'], '距离按您的位置计算'],
  ] as const)('%s: distances and radii in kilometres', async (locale, within_, radii, distances, from) => {
    serve(sampleDeals);
    renderDeals(locale, '/deals?lat=33.6&lng=-117.9');
    expect(await screen.findByText(distances[0])).toBeInTheDocument();
    for (const distance of distances.slice(1)) expect(screen.getByText(distance)).toBeInTheDocument();
    expect(screen.getByText(from)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: within_ }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(radii);
  });
});

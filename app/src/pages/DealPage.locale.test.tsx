import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SAMPLE_NOW, sampleDeal, sampleReviews, sampleSessionDeal, sampleSessions } from '@spur/demo-data';
import type { Deal } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import { configureApiClient } from '../api';
import { loadLocale } from '../i18n/catalogs';
import { fakeFetch, json } from '../test/fakeFetch';
import { renderRoutes } from '../test/render';
import { NowProvider } from '../time';
import DealPage from './DealPage';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function serveDeal(deal: Deal = sampleSessionDeal, sessions = sampleSessions) {
  const fake = fakeFetch(({ path }) => {
    if (path === `/api/deals/${deal.id}`) return json(deal);
    if (path === `/api/deals/${deal.id}/sessions`) return json(sessions);
    if (path === `/api/deals/${deal.id}/reviews`) return json(sampleReviews.slice(0, 1));
    if (path === '/api/waitlist') return json([]);
    return undefined;
  });
  restore = configureApiClient({ fetch: fake.fetch, baseUrl: '', tokenProvider: async () => null });
}

/** The deal page at SAMPLE_NOW for a viewer in `zone` (the venue's, Los Angeles, unless told). */
function renderDeal(locale: Locale, id = sampleSessionDeal.id, zone = 'America/Los_Angeles') {
  const page = (
    <NowProvider now={SAMPLE_NOW} zone={zone}>
      <DealPage />
    </NowProvider>
  );
  return renderRoutes([{ path: '/deals/:id', element: page }], { path: `/deals/${id}`, locale, now: SAMPLE_NOW, auth: { status: 'guest' } });
}

describe('DealPage in another language', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it.each([
    [
      'es',
      {
        offeredBy: 'Ofrecido por Laguna Adventures Co.',
        about: 'Acerca de esta experiencia',
        drop: 'El precio baja a $45 a las 12:25 p.m.',
        times: 'Horarios',
        picker: 'Elija un horario',
        days: ['Hoy', 'Mañana', 'sábado, 28 de noviembre'],
        soldOut: 'Hoy, 6:30 p.m., Agotado',
        option: 'Mañana, 9:00 a.m., Quedan 12 lugares, $59',
        hold: 'Al reservar, le guardamos su lugar 30 minutos mientras paga.',
        chooseFirst: 'Elija un horario para reservar.',
        back: 'Volver a las ofertas',
      },
    ],
    [
      'zh-Hans',
      {
        offeredBy: '由 Laguna Adventures Co. 提供',
        about: '体验介绍',
        drop: '12:25前降至 US$45',
        times: '场次',
        picker: '选择场次',
        days: ['今天', '明天', '11月28日星期六'],
        soldOut: '今天，18:30，已售罄',
        option: '明天，9:00，剩余 12 个名额，US$59',
        hold: '点击“立即预订”后，我们会在您付款期间为您保留名额 30 分钟。',
        chooseFirst: '请选择要预订的场次。',
        back: '返回优惠列表',
      },
    ],
  ] as const)('%s: the deal, its price drop and its times grouped by day', async (locale, text) => {
    serveDeal();
    renderDeal(locale);
    expect(await screen.findByText(text.offeredBy)).toBeInTheDocument();
    expect(screen.getByText(text.about)).toBeInTheDocument();
    expect(screen.getByText(text.drop)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.times })).toBeInTheDocument();
    const picker = screen.getByRole('radiogroup', { name: text.picker });
    for (const day of text.days) expect(within(picker).getByText(day)).toBeInTheDocument();
    expect(within(picker).getByRole('radio', { name: text.soldOut })).toBeDisabled();
    expect(within(picker).getByRole('radio', { name: text.option })).toBeInTheDocument();
    expect(screen.getByText(text.hold)).toBeInTheDocument();
    expect(screen.getByText(text.chooseFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.back })).toHaveAttribute('href', '/deals');
  });

  it.each([
    ['es', 'Mañana, 9:00 a.m. PST, Quedan 12 lugares, $59'],
    ['zh-Hans', '明天，GMT-8 09:00，剩余 12 个名额，US$59'],
  ] as const)("%s: a viewer in another zone reads the venue's times with the zone named", async (locale, option) => {
    serveDeal();
    renderDeal(locale, sampleSessionDeal.id, 'Europe/Madrid');
    expect(await screen.findByRole('radio', { name: option })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Cualquier momento hasta el 31 dic', 'Cancelación gratuita hasta que se use el cupón o hasta las 12:00 p.m. del jue, 31 de dic · después, sin reembolso'],
    ['zh-Hans', '12月31日前均可使用', '凭证使用前或12月31日周四 12:00前可免费取消 · 之后不予退款'],
  ] as const)('%s: an open-dated deal, until its last day, and its cancellation terms', async (locale, until, terms) => {
    const deal = { ...sampleDeal, expires_at: '2026-12-31T20:00:00.000Z' };
    serveDeal(deal, []);
    renderDeal(locale, deal.id);
    expect(await screen.findByText(until)).toBeInTheDocument();
    expect(screen.getByText(terms)).toBeInTheDocument();
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TestCheckout } from '@spur/contract';
import { sampleWaitlistOffer } from '@spur/demo-data';
import { configureApiClient } from '../api';
import { loadLocale } from '../i18n/catalogs';
import { fakeFetch, json, type FakeRoute } from '../test/fakeFetch';
import { renderRoutes } from '../test/render';
import CancelPage from './CancelPage';
import SuccessPage from './SuccessPage';
import TestCheckoutPage from './TestCheckoutPage';
import WaitlistOfferPage from './WaitlistOfferPage';

const ID = 'cs_test_unit000000000000000000000000000000000000000000000000000001';
/** Fri, Nov 20, 9:15 AM in Los Angeles: the hold below has 14 min 28 s left. */
const NOW = new Date('2026-11-20T17:15:32.000Z');

const checkout: TestCheckout = {
  id: ID,
  status: 'open',
  deal_title: 'Sunset Stand-Up Paddleboard Session',
  amount: 4900,
  currency: 'usd',
  customer_email: 'guest@example.com',
  expires_at: '2026-11-20T17:30:00.000Z',
  session_starts_at: '2026-11-21T01:30:00.000Z', // today, 5:30 PM
  time_zone: 'America/Los_Angeles',
  cancellation: { free_hours: 24, late_refund_percent: 50 },
  deal_expires_at: null,
};

let restore: (() => void) | undefined;
afterEach(() => restore?.());

function serve(route: FakeRoute) {
  restore = configureApiClient({ fetch: fakeFetch(route).fetch, baseUrl: '', tokenProvider: async () => null });
}

describe('the payment pages in another language', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it.each([
    ['es', 'Pago de prueba', 'Hoy, 5:30 p.m.', 'Reembolso del 50%: la cancelación gratuita terminó a las 5:30 p.m. del jue, 19 de nov', 'Pagar $49.00', 'Pagando como guest@example.com'],
    ['zh-Hans', '测试支付', '今天 17:30', '退款 50%：免费取消已于 11月19日周四 17:30 截止', '支付 US$49.00', '付款账户：guest@example.com'],
  ] as const)('%s: the test checkout, its time, terms and amount', async (locale, heading, when, terms, pay, payingAs) => {
    serve(({ method, path }) => (method === 'GET' && path === `/api/payment/test-checkout/${ID}` ? json(checkout) : undefined));
    renderRoutes([{ path: '/test-checkout/:checkoutId', element: <TestCheckoutPage /> }], { path: `/test-checkout/${ID}`, now: NOW, locale });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(when)).toBeInTheDocument();
    expect(screen.getByText(terms)).toBeInTheDocument();
    expect(screen.getByText(payingAs)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: pay })).toBeEnabled();
  });

  it.each([
    ['es', '¡Pago realizado!', 'N.º de confirmación:', 'Crear cuenta', 'Pago cancelado', 'No se ha realizado ningún cargo.', 'Volver al inicio'],
    ['zh-Hans', '支付成功！', '确认编号：', '创建账户', '支付已取消', '未产生任何费用。', '返回首页'],
  ] as const)('%s: success and cancellation', (locale, success, confirmation, signUp, cancelled, noCharge, backHome) => {
    const success_ = renderRoutes([{ path: '/success', element: <SuccessPage /> }], { path: `/success?session_id=${ID}`, locale, auth: { status: 'guest' } });
    expect(screen.getByRole('heading', { level: 1, name: success })).toBeInTheDocument();
    expect(screen.getByText(confirmation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: signUp })).toHaveAttribute('href', '/signup');
    success_.unmount();
    renderRoutes([{ path: '/cancel', element: <CancelPage /> }], { path: '/cancel', locale });
    expect(screen.getByRole('heading', { level: 1, name: cancelled })).toBeInTheDocument();
    expect(screen.getByText(noCharge)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: backHome })).toHaveAttribute('href', '/');
  });

  it.each([
    ['es', 'Se liberó un lugar para usted', 'Precio', '$59', 'Reservar ahora', 'Salir de la lista de espera'],
    ['zh-Hans', '为您空出了一个名额', '价格', 'US$59', '立即预订', '退出候补名单'],
  ] as const)('%s: a waitlist offer, its price and what to do', async (locale, title, priceLabel, price, book, leave) => {
    const offered = sampleWaitlistOffer();
    serve(({ method, path }) => (method === 'GET' && path === `/api/waitlist/${offered.token}` ? json(offered) : undefined));
    const now = new Date(Date.parse(offered.offer_expires_at!) - 9 * 60_000);
    renderRoutes([{ path: '/waitlist-offers/:token', element: <WaitlistOfferPage /> }], { path: `/waitlist-offers/${offered.token}`, now, locale });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(priceLabel)).toBeInTheDocument();
    expect(screen.getByText(price)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: book })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: leave })).toBeInTheDocument();
  });
});

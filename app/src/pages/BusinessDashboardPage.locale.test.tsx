import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES, type Deal, type ManagedSession } from '@spur/contract';
import { localize } from '@spur/i18n';
import { resetToasts, Toaster } from '@spur/ui-kit';
import type * as ApiModule from '../api';
import { ApiError } from '../api/errors';
import { loadLocale } from '../i18n/catalogs';
import { businessUser } from '../test/fakes';
import { renderWithProviders } from '../test/render';
import { setDashboardClock } from './business/clock';
import BusinessDashboardPage from './BusinessDashboardPage';

const api = vi.hoisted(() => ({
  getMyDeals: vi.fn(),
  getBusinessStats: vi.fn(),
  createDeal: vi.fn(),
  getPayoutStatus: vi.fn(),
  getOwnDealSessions: vi.fn(),
  getSessionManifest: vi.fn(),
  getBusinessReviews: vi.fn(),
}));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), ...api }));

vi.setConfig({ testTimeout: 30_000 });

/** 9:00 AM in Laguna Beach. */
const NOW = Date.parse('2026-11-20T17:00:00.000Z');

const kayak: Deal = {
  id: '5eedde00-0000-4000-8000-000000000001',
  title: 'Sea Cave Kayak Tour',
  description: 'Paddle into the sea caves.',
  price: 59,
  original_price: 79,
  category: 'beach',
  location: 'Laguna Beach, CA',
  latitude: 33.5427,
  longitude: -117.7854,
  distance_m: null,
  business_name: 'Laguna Coast Adventures',
  business_id: '5eedb500-0000-4000-8000-000000000001',
  languages: ['en'],
  available_slots: 5,
  image: null,
  bookingType: null,
  vendorShortname: null,
  rating: null,
  reviewCount: 0,
  expires_at: '2026-11-27T17:00:00.000Z',
  created_at: '2026-11-01T17:00:00.000Z',
  updated_at: '2026-11-01T17:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  price_drop: null,
  has_sessions: true,
  next_session: null,
  more_sessions: 0,
  cancellation: { free_hours: 24, late_refund_percent: 0 },
};
const jeep: Deal = { ...kayak, id: '5eedde00-0000-4000-8000-000000000002', title: 'Desert Jeep Safari', category: 'safari', expires_at: null };

/** This afternoon at 2:30 PM (venue time), 2 of 10 spots booked. */
const session: ManagedSession = {
  id: '5eed5e00-0000-4000-8000-000000000001',
  deal_id: kayak.id,
  starts_at: '2026-11-20T22:30:00.000Z',
  duration_minutes: 60,
  capacity: 10,
  slots_left: 8,
  cutoff_minutes: 30,
  status: 'scheduled',
  booked: 2,
};

/** What each language shows; the figures are `Intl`'s for the language (es-US, zh-Hans-CN). */
const LANGUAGES = [
  {
    locale: 'es',
    title: 'Panel de negocio',
    revenue: '$1,234.50',
    count: '2 ofertas',
    category: 'Playa',
    ends: 'Termina el 27 nov 2026',
    payoutsOn: 'Cobros activados',
    createDeal: 'Crear oferta',
    titleLabel: /^Título/,
    priceLabel: /^Precio \(USD\)/,
    receive: 'Usted recibe $42.50 de $50.00',
    terms: 'Los viajeros ven: Cancelación gratuita hasta 24 horas antes del inicio · después, sin reembolso',
    createFailed: 'No se pudo crear la oferta. Inténtelo de nuevo.',
    edit: 'Editar',
    editDeal: 'Editar oferta',
    save: 'Guardar cambios',
    times: 'Horarios',
    sessionsTitle: 'Sesiones y reservas',
    upcoming: '1 sesión próxima',
    today: 'Hoy',
    row: '1 h · 2 de 10 reservadas · Las reservas cierran 30 min antes',
    bookings: 'Reservas',
    manifestSummary: '2 de 10 plazas reservadas',
    email: 'Correo electrónico',
    confirmed: 'Confirmada',
    paid: '$45.00',
    checkIn: 'Registrar entrada',
    checkInTitle: 'Registrar la entrada de un cliente',
    codeLabel: /^Código del cupón/,
    reviews: 'Reseñas',
    reviewsTitle: 'Reseñas de sus ofertas',
    about: 'Sobre Sea Cave Kayak Tour',
    answer: 'Responder: Priya N., Sea Cave Kayak Tour',
    send: 'Enviar respuesta',
    reviewDate: '18 nov 2026',
  },
  {
    locale: 'zh-Hans',
    title: '商家后台',
    revenue: 'US$1,234.50',
    count: '2个优惠',
    category: '海滩',
    ends: '2026年11月27日结束',
    payoutsOn: '收款已开通',
    createDeal: '创建优惠',
    titleLabel: /^标题/,
    priceLabel: /^价格（美元）/,
    receive: '您实收 US$42.50（售价 US$50.00）',
    terms: '旅客看到的是：开始前24小时可免费取消 · 之后不予退款',
    createFailed: '创建优惠失败，请重试。',
    edit: '编辑',
    editDeal: '编辑优惠',
    save: '保存更改',
    times: '场次',
    sessionsTitle: '场次与预订',
    upcoming: '1个即将开始的场次',
    today: '今天',
    row: '1小时 · 已订 2/10 · 开始前30分钟截止预订',
    bookings: '预订',
    manifestSummary: '已预订 2/10 个名额',
    email: '电子邮箱',
    confirmed: '已确认',
    paid: 'US$45.00',
    checkIn: '签到',
    checkInTitle: '为客人签到',
    codeLabel: /^凭证代码/,
    reviews: '评价',
    reviewsTitle: '您的优惠收到的评价',
    about: '关于“Sea Cave Kayak Tour”',
    answer: '回复：Priya N.，Sea Cave Kayak Tour',
    send: '发送回复',
    reviewDate: '2026年11月18日',
  },
] as const;

function renderPage(locale: (typeof LANGUAGES)[number]['locale']) {
  return renderWithProviders(
    <MemoryRouter>
      <BusinessDashboardPage />
      <Toaster portal={false} />
    </MemoryRouter>,
    { auth: { status: 'authenticated', user: businessUser }, locale },
  );
}

let restoreClock: () => void;
beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

beforeEach(() => {
  restoreClock = setDashboardClock(() => NOW);
  api.getMyDeals.mockResolvedValue([kayak, jeep]);
  api.getBusinessStats.mockResolvedValue({ total_deals: 2, total_revenue: 1234.5, active_deals: 2, upcoming_sessions: 1, seats_sold_today: 0, fee_percent: 15 });
  api.getPayoutStatus.mockResolvedValue({ state: 'payouts_on', requirements_due: [] });
  api.getOwnDealSessions.mockResolvedValue([session]);
  api.getSessionManifest.mockResolvedValue([
    { booking_id: 'b1', name: 'Ana Ruiz', email: 'ana@example.com', status: 'confirmed', booking_time: '2026-11-19T17:00:00.000Z', price: 45, checked_in_at: null },
  ]);
});

afterEach(() => {
  restoreClock();
  vi.clearAllMocks();
  act(() => resetToasts());
});

describe.each(LANGUAGES)('BusinessDashboardPage in $locale', (language) => {
  it('the figures, the deal list and the payouts panel speak it, amounts and dates in its format', async () => {
    renderPage(language.locale);
    expect(await screen.findByRole('heading', { level: 1, name: language.title })).toBeInTheDocument();
    await screen.findByText('Sea Cave Kayak Tour');
    expect(screen.getByText(language.revenue)).toBeInTheDocument();
    expect(screen.getByText(language.count)).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Sea Cave Kayak Tour' }));
    expect(card.getByText(language.category)).toBeInTheDocument();
    expect(card.getByText(language.ends)).toBeInTheDocument();
    expect(card.getByRole('button', { name: language.times })).toBeInTheDocument();
    expect(await screen.findByText(language.payoutsOn)).toBeInTheDocument();
  });

  it('the create form: its labels, the fee line, the terms travelers read, its messages and toast', async () => {
    api.createDeal.mockRejectedValue(new ApiError(MESSAGES.validOriginalPrice, { status: 400 }));
    const messages = localize(MESSAGES, language.locale);
    renderPage(language.locale);
    await screen.findByText('Sea Cave Kayak Tour');
    await userEvent.click(screen.getByRole('button', { name: language.createDeal }));
    const dialog = within(await screen.findByRole('dialog', { name: language.createDeal }));
    await userEvent.click(dialog.getByRole('button', { name: language.createDeal }));
    expect(await dialog.findByText(messages.fillAllFields)).toBeInTheDocument();
    expect(dialog.getByLabelText(language.titleLabel)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(dialog.getByLabelText(language.titleLabel), 'Tide Pool Walk');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(Descripción|描述)/ }), 'Look for sea stars.');
    await userEvent.type(dialog.getByLabelText(language.priceLabel), '50');
    expect(dialog.getByText(language.receive)).toBeInTheDocument();
    expect(dialog.getByText(language.terms)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: language.createDeal }));
    expect(await dialog.findByText(messages.validOriginalPrice)).toBeInTheDocument();
    expect(screen.getByText(language.createFailed)).toBeInTheDocument();
  });

  it('the edit form: prefilled, its message when a required field is cleared', async () => {
    renderPage(language.locale);
    await screen.findByText('Sea Cave Kayak Tour');
    const card = within(screen.getByRole('article', { name: 'Sea Cave Kayak Tour' }));
    await userEvent.click(card.getByRole('button', { name: language.edit }));
    const dialog = within(await screen.findByRole('dialog', { name: language.editDeal }));
    expect(dialog.getByLabelText(language.titleLabel)).toHaveValue('Sea Cave Kayak Tour');
    await userEvent.clear(dialog.getByLabelText(language.titleLabel));
    await userEvent.click(dialog.getByRole('button', { name: language.save }));
    expect(await dialog.findByText(localize(MESSAGES, language.locale).fillAllFields)).toBeInTheDocument();
  });

  it("a deal's times: the sessions by day, and a session's bookings", async () => {
    renderPage(language.locale);
    await screen.findByText('Sea Cave Kayak Tour');
    const card = within(screen.getByRole('article', { name: 'Sea Cave Kayak Tour' }));
    await userEvent.click(card.getByRole('button', { name: language.times }));
    const dialog = within(await screen.findByRole('dialog', { name: language.sessionsTitle }));
    expect(await dialog.findByText(language.upcoming)).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: language.today })).toBeInTheDocument();
    expect(dialog.getByText(language.row)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: language.bookings }));
    expect(await dialog.findByText(language.manifestSummary)).toBeInTheDocument();
    expect(dialog.getByRole('columnheader', { name: language.email })).toBeInTheDocument();
    expect(dialog.getByText(language.confirmed)).toBeInTheDocument();
    expect(dialog.getByText(language.paid)).toBeInTheDocument();
  });

  it('the check-in and the reviews dialogs, with the contract message of an empty answer', async () => {
    api.getBusinessReviews.mockResolvedValue([
      {
        id: '5eed7e00-0000-4000-8000-000000000101',
        deal_id: kayak.id,
        deal_title: kayak.title,
        rating: 4,
        text: 'Great caves.',
        reviewer_name: 'Priya N.',
        created_at: '2026-11-18T17:00:00.000Z',
        answer: null,
        answered_at: null,
      },
    ]);
    renderPage(language.locale);
    await screen.findByText('Sea Cave Kayak Tour');
    await userEvent.click(screen.getByRole('button', { name: language.checkIn }));
    const checkIn = within(await screen.findByRole('dialog', { name: language.checkInTitle }));
    expect(checkIn.getByLabelText(language.codeLabel)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: language.reviews }));
    const reviews = within(await screen.findByRole('dialog', { name: language.reviewsTitle }));
    expect(await reviews.findByText(language.about)).toBeInTheDocument();
    expect(reviews.getByText(language.reviewDate)).toBeInTheDocument();
    await userEvent.click(reviews.getByRole('button', { name: language.answer }));
    await userEvent.click(reviews.getByRole('button', { name: language.send }));
    expect(reviews.getByText(localize(MESSAGES, language.locale).answerRequired)).toBeInTheDocument();
  });
});

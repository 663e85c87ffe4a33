import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { screen, within } from '@testing-library/react';
import { sampleBooking } from '@spur/demo-data';
import * as api from '../api';
import { ApiError } from '../api/errors';
import { loadLocale } from '../i18n/catalogs';
import { regularUser } from '../test/fakes';
import { renderRoutes } from '../test/render';
import BookingDetailsPage from './BookingDetailsPage';

vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), getBooking: vi.fn() }));

const mocked = vi.mocked(api);
const surf = sampleBooking();

const LANGUAGES = [
  {
    locale: 'es',
    heading: 'Detalles de la reserva',
    status: 'Confirmada',
    bookedOn: 'Fecha de reserva',
    date: '8 nov 2026',
    priceLabel: 'Precio',
    price: '$89.00',
    confirmationId: 'Número de confirmación',
    voucher: 'Su cupón',
    voucherHint: 'Muestre este código en el lugar. Solo se puede usar una vez.',
    cancel: 'Cancelar reserva',
    backToProfile: 'Volver al perfil',
    browseMore: 'Ver más ofertas',
    notFound: 'Reserva no encontrada',
    notFoundText: 'Esta reserva no existe o pertenece a otra cuenta.',
  },
  {
    locale: 'zh-Hans',
    heading: '预订详情',
    status: '已确认',
    bookedOn: '预订日期',
    date: '2026年11月8日',
    priceLabel: '价格',
    price: 'US$89.00',
    confirmationId: '确认号',
    voucher: '您的凭证',
    voucherHint: '请在现场出示此码，仅可使用一次。',
    cancel: '取消预订',
    backToProfile: '返回个人资料',
    browseMore: '浏览更多优惠',
    notFound: '未找到该预订',
    notFoundText: '此预订不存在，或属于其他账户。',
  },
] as const;

function renderDetails(locale: (typeof LANGUAGES)[number]['locale']) {
  return renderRoutes([{ path: '/booking-details/:id', element: <BookingDetailsPage /> }], {
    path: `/booking-details/${surf.id}`,
    locale,
    auth: { status: 'authenticated', user: regularUser },
  });
}

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));
afterEach(() => vi.clearAllMocks());

describe('BookingDetailsPage in another language', () => {
  it.each(LANGUAGES)('$locale: the facts, their date and price as the language writes them, the voucher and the actions', async (language) => {
    mocked.getBooking.mockResolvedValue(surf);
    renderDetails(language.locale);
    const card = within(await screen.findByRole('article', { name: surf.title }));
    expect(screen.getByRole('heading', { level: 1, name: language.heading })).toBeInTheDocument();
    expect(card.getByText(language.status)).toBeInTheDocument();
    expect(card.getByText(language.bookedOn)).toBeInTheDocument();
    expect(card.getByText(language.date)).toBeInTheDocument();
    expect(card.getByText(language.priceLabel)).toBeInTheDocument();
    expect(card.getByText(language.price)).toBeInTheDocument();
    expect(card.getByText(language.confirmationId)).toBeInTheDocument();
    expect(card.getByRole('region', { name: language.voucher })).toHaveTextContent(language.voucherHint);
    expect(card.getByRole('button', { name: language.cancel })).toBeInTheDocument();
    expect(card.getByRole('link', { name: language.backToProfile })).toHaveAttribute('href', '/profile?tab=bookings');
    expect(card.getByRole('link', { name: language.browseMore })).toHaveAttribute('href', '/deals');
  });

  it.each(LANGUAGES)('$locale: a booking that is not there', async (language) => {
    mocked.getBooking.mockRejectedValue(new ApiError('Booking not found', { status: 404 }));
    renderDetails(language.locale);
    expect(await screen.findByRole('heading', { name: language.notFound })).toBeInTheDocument();
    expect(screen.getByText(language.notFoundText)).toBeInTheDocument();
  });
});

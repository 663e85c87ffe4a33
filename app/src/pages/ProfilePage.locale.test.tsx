import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@spur/contract';
import { MESSAGES } from '@spur/contract';
import { localize } from '@spur/i18n';
import * as api from '../api';
import { loadLocale } from '../i18n/catalogs';
import { renderRoutes } from '../test/render';
import ProfilePage from './ProfilePage';

vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  getMyBookings: vi.fn(),
  getMyWaitlist: vi.fn(),
  getEmailPreferences: vi.fn(),
}));

const mocked = vi.mocked(api);

const traveler: User = {
  id: '5eed0a00-0000-4000-8000-000000000003',
  email: 'traveler@spur.example',
  full_name: 'Jordan Reyes',
  phone_number: '(949) 555-0103',
  user_type: 'regular',
  created_at: '2026-01-01T00:00:00.000Z',
};

const LANGUAGES = [
  {
    locale: 'es',
    greeting: '¡Hola, Jordan!',
    greetingNoName: '¡Hola!',
    tabs: 'Secciones del perfil',
    info: 'Información del perfil',
    fullName: 'Nombre completo',
    save: 'Guardar cambios',
    upgrade: 'Hágase socio comercial',
    bookings: 'Mis reservas',
    noBookings: 'Aún no tiene reservas',
    browseDeals: 'Ver ofertas',
    emailPreferences: 'Preferencias de correo',
    marketing: 'Correos promocionales',
    changePassword: 'Cambiar contraseña',
    deleteAccount: 'Eliminar cuenta',
  },
  {
    locale: 'zh-Hans',
    greeting: 'Jordan，您好',
    greetingNoName: '您好',
    tabs: '个人资料分区',
    info: '个人信息',
    fullName: '姓名',
    save: '保存更改',
    upgrade: '成为商家合作伙伴',
    bookings: '我的预订',
    noBookings: '暂无预订',
    browseDeals: '浏览优惠',
    emailPreferences: '邮件偏好',
    marketing: '营销邮件',
    changePassword: '修改密码',
    deleteAccount: '删除账户',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

function renderProfile(language: Language, path = '/profile', user: User = traveler) {
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], { path, locale: language.locale, auth: { status: 'authenticated', user } });
}

beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));
beforeEach(() => {
  mocked.getMyBookings.mockResolvedValue([]);
  mocked.getMyWaitlist.mockResolvedValue([]);
  mocked.getEmailPreferences.mockResolvedValue({
    marketing_emails: false,
    booking_updates: true,
    alert_emails: true,
    marketing_email: '',
    booking_email: traveler.email,
  });
});
afterEach(() => vi.clearAllMocks());

describe('ProfilePage in another language', () => {
  it.each(LANGUAGES)('$locale: the greeting and Profile Info', (language) => {
    const { unmount } = renderProfile(language);
    expect(screen.getByRole('heading', { level: 1, name: language.greeting })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: language.tabs })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: language.info })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: language.fullName })).toHaveValue('Jordan Reyes');
    expect(screen.getByRole('button', { name: language.save })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language.upgrade })).toBeInTheDocument();
    unmount();
    renderProfile(language, '/profile', { ...traveler, full_name: null });
    expect(screen.getByRole('heading', { level: 1, name: language.greetingNoName })).toBeInTheDocument();
  });

  it.each(LANGUAGES)('$locale: My Bookings with no bookings yet', async (language) => {
    renderProfile(language, '/profile?tab=bookings');
    const section = within(screen.getByRole('region', { name: language.bookings }));
    expect(await section.findByText(language.noBookings)).toBeInTheDocument();
    expect(section.getByRole('link', { name: language.browseDeals })).toHaveAttribute('href', '/deals');
  });

  it.each(LANGUAGES)("$locale: Settings, and the change of password's required-fields message", async (language) => {
    renderProfile(language, '/profile?tab=settings');
    expect(await screen.findByRole('switch', { name: language.marketing })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: language.emailPreferences })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: language.deleteAccount })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: language.changePassword }));
    expect(screen.getByRole('alert')).toHaveTextContent(localize(MESSAGES, language.locale).fillAllFields);
  });
});

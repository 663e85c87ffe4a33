import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@spur/i18n';
import { loadLocale } from '../i18n/catalogs';
import { renderRoutes } from '../test/render';
import { AppLayout } from './AppLayout';

describe('AppLayout in another language', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it.each([
    ['es', 'Abrir menú', 'Principal', 'Ofertas', 'Iniciar sesión', 'Ver ofertas'],
    ['zh-Hans', '打开菜单', '主导航', '优惠', '登录', '浏览优惠'],
  ] as const)('%s: the navigation and the footer speak it', async (locale, openMenu, navLabel, deals, logIn, browseDeals) => {
    renderRoutes([{ path: '/', element: <AppLayout />, children: [{ index: true, element: null }] }], { locale, auth: { status: 'guest' } });
    await userEvent.setup().click(await screen.findByRole('button', { name: openMenu }));
    const nav = within(await screen.findByRole('navigation', { name: navLabel }));
    expect(nav.getByRole('link', { name: deals })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: logIn })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: browseDeals })).toHaveAttribute('href', '/deals');
  });

  afterEach(() => {
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it.each([
    ['es', 'Abrir menú', 'Idioma', 'Español'],
    ['zh-Hans', '打开菜单', '语言', '简体中文'],
  ] as const)('%s: the language switcher names it, links this page in every language and remembers the one chosen', async (locale, openMenu, label, name) => {
    renderRoutes([{ path: '/deals', element: <AppLayout />, children: [{ index: true, element: null }] }], { path: '/deals?when=today', locale, auth: { status: 'guest' } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: openMenu }));
    const switcher = within(screen.getByRole('navigation', { name: label }));
    await user.click(switcher.getByText(name, { selector: 'summary span' }));
    expect(switcher.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/deals?when=today');
    expect(switcher.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh-Hans/deals?when=today');
    const english = switcher.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/deals?when=today');
    // The link's own navigation is the browser's (a full page load); here it is kept from it.
    english.addEventListener('click', (event) => event.preventDefault());
    await user.click(english);
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
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
});

import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ThemeProvider } from '../../theme';
import type { RenderLink } from '../../utils/renderLink';
import { NavBar, type NavAction, type NavItem } from './NavBar';

const items: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Deals', href: '/deals', active: true },
];

function setup(props: Partial<Parameters<typeof NavBar>[0]> = {}) {
  const user = userEvent.setup();
  const utils = renderWithTheme(<NavBar items={items} {...props} />);
  const toggle = screen.getByRole('button', { name: /^(Open|Close) menu$/ });
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { user, toggle, menu, ...utils };
}

// happy-dom applies the stylesheet but not container queries, so the bar is always "mobile" here:
// the links are visible only while the menu is open.
describe('NavBar', () => {
  it('keeps the closed menu hidden', () => {
    const { menu } = setup();
    expect(menu).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Deals' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deals', hidden: true })).toBeInTheDocument();
  });

  it('renders the brand, the named navigation and the items, marking the active one', () => {
    setup({ defaultMenuOpen: true });
    expect(screen.getByRole('link', { name: 'Spur' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('renders every link through renderLink', () => {
    const renderLink = vi.fn<RenderLink>(({ href, children, ...rest }) => (
      <a href={`#app${href}`} {...rest}>
        {children}
      </a>
    ));
    setup({ renderLink, defaultMenuOpen: true, actions: [{ label: 'Log In', href: '/login' }] });
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/deals', 'aria-current': 'page' }));
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '#app/login');
    expect(screen.getByRole('link', { name: 'Spur' })).toHaveAttribute('href', '#app/');
  });

  it('renders data actions as links or buttons', async () => {
    const onLogOut = vi.fn();
    const actions: NavAction[] = [
      { label: 'Profile', href: '/profile' },
      { label: 'Log Out', onClick: onLogOut },
    ];
    const { user } = setup({ actions, defaultMenuOpen: true });
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    // The link keeps the button look (a styled-components class merged onto the rendered link).
    expect(profile.className).toMatch(/\S/);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('the toggle opens and closes the menu it controls', async () => {
    const onMenuOpenChange = vi.fn();
    const { user, toggle, menu } = setup({ onMenuOpenChange });
    expect(menu).toHaveAttribute('data-open', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(menu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Deals' })).toBeVisible();
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('Escape closes the menu and returns focus to the toggle', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.tab();
    expect(toggle).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('choosing an item or an action closes the menu', async () => {
    const renderLink: RenderLink = ({ href, children, ...rest }) => (
      <a href={href} {...rest} onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    );
    const onLogOut = vi.fn();
    const { user, toggle } = setup({ renderLink, actions: [{ label: 'Log Out', onClick: onLogOut }] });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a node action closes the menu too', async () => {
    const onReset = vi.fn();
    const { user, toggle } = setup({
      actions: (
        <button type="button" onClick={onReset}>
          Reset demo data
        </button>
      ),
    });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('a pointer down outside the bar closes the menu', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be controlled', async () => {
    const onMenuOpenChange = vi.fn();
    const { user, toggle, rerender } = setup({ menuOpen: false, onMenuOpenChange });
    await user.click(toggle);
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    rerender(<NavBar items={items} menuOpen onMenuOpenChange={onMenuOpenChange} />);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts open with defaultMenuOpen', () => {
    renderWithTheme(<NavBar items={items} defaultMenuOpen />);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('before its scripts run, the toggle opens the menu as a native popover; hydrated, the bar takes over', () => {
    const bar = (
      <ThemeProvider>
        <NavBar items={items} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.append(container);
    const serverToggle = container.querySelector('button')!;
    const panelId = serverToggle.getAttribute('aria-controls')!;
    expect(serverToggle).toHaveAttribute('popovertarget', panelId);
    expect(container.querySelector(`#${CSS.escape(panelId)}`)).toHaveAttribute('popover', 'auto');
    expect(serverToggle).not.toHaveAttribute('aria-expanded');

    render(bar, { container, hydrate: true });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).not.toHaveAttribute('popovertarget');
    expect(document.getElementById(panelId)).not.toHaveAttribute('popover');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the utility controls out of the collapsed menu', () => {
    const { menu } = setup({ utility: <button type="button">Alerts</button> });
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Alerts' })).toBeVisible();
    expect(menu).not.toContainElement(screen.getByRole('button', { name: 'Alerts' }));
  });

  it('puts the language switcher in the menu, before the actions', async () => {
    const actions: NavAction[] = [{ label: 'Log In', href: '/login' }];
    const { user, toggle, menu } = setup({ actions, language: <nav aria-label="Language">English</nav> });
    await user.click(toggle);
    const language = screen.getByRole('navigation', { name: 'Language' });
    expect(menu).toContainElement(language);
    expect(language.compareDocumentPosition(screen.getByRole('link', { name: 'Log In' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the language switcher without actions too', async () => {
    const { user, toggle } = setup({ language: <nav aria-label="Language">English</nav> });
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeVisible();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { SAMPLE_USERS } from '../auth';
import { renderRoutes, renderWithProviders } from '../test/render';
import { AppLayout } from './AppLayout';
import DemoReset from '../demo/DemoReset';
import { telHref } from './contactDetails';

beforeEach(() => resetToasts());

/** happy-dom has no container queries: the bar is always in its narrow (menu) form. */
async function openMenu(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return user;
}

const layoutRoutes = [{ element: <AppLayout />, children: [{ path: '*', element: <main>Page</main> }] }];

describe('AppLayout', () => {
  it('shows the beta banner, the navigation and the footer around the page', async () => {
    renderRoutes(layoutRoutes, { path: '/deals', auth: { status: 'guest' } });
    await openMenu();
    expect(screen.getByRole('region', { name: 'Beta notice' })).toHaveTextContent('This site is a beta version and is still in development.');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('navigation', { name: 'Language' })).getByText('English', { selector: 'summary span' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('A hyper-local, last-minute deals marketplace for tourists and locals in high-traffic areas.')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
    expect(footer.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    // Legal pages do not exist yet: plain text, no dead links.
    expect(footer.getByText('Terms of Service (coming soon)').closest('a')).toBeNull();
    expect(footer.getByText('Laguna Beach, CA').closest('a')).toBeNull();
    expect(footer.getByRole('link', { name: 'support@spurdeals.com' })).toHaveAttribute('href', 'mailto:support@spurdeals.com');
    expect(footer.getByRole('link', { name: '(949) 555-0142' })).toHaveAttribute('href', 'tel:+19495550142');
    for (const name of ['Spur on Instagram', 'Spur on Facebook', 'Spur on X']) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    // Not a demo build: no demo controls.
    expect(footer.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it('Log Out calls logout(); a failure shows "Error: Failed to log out. Please try again."', async () => {
    const logout = vi.fn().mockRejectedValue(new Error('network'));
    renderRoutes(layoutRoutes, { path: '/', auth: { user: SAMPLE_USERS.regular, logout } });
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' }),
    );
  });

  it('business users see Business Dashboard', async () => {
    renderRoutes(layoutRoutes, { path: '/', auth: { user: SAMPLE_USERS.business } });
    await openMenu();
    expect(screen.getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute('href', '/business-dashboard');
  });
});

describe('telHref', () => {
  it('makes an international tel: address', () => {
    expect(telHref('(949) 555-0142')).toBe('tel:+19495550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

describe('DemoReset', () => {
  it('asks first, then resets the data and reloads', async () => {
    const user = userEvent.setup();
    const reset = vi.fn().mockResolvedValue(undefined);
    const reload = vi.fn();
    renderWithProviders(<DemoReset reset={reset} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the demo data?' });
    expect(reset).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(reset).toHaveBeenCalledOnce();
  });

  it('Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const reset = vi.fn();
    renderWithProviders(<DemoReset reset={reset} reload={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reset).not.toHaveBeenCalled();
  });

  it('a failed reset says so and does not reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const reload = vi.fn();
    renderWithProviders(<DemoReset reset={vi.fn().mockRejectedValue(new Error('quota'))} reload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset demo data' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Error', variant: 'destructive' }));
    expect(reload).not.toHaveBeenCalled();
  });
});

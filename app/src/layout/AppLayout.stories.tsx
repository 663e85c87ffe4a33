import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';

/**
 * The layout around every page (SPEC §1–§2): beta banner, navigation bar for each kind of
 * visitor, footer. The page here is a placeholder; `withPage` renders it inside `AppLayout`.
 */
const Placeholder = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 240px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

function PagePlaceholder() {
  return (
    <Placeholder>
      <p>Page content</p>
    </Placeholder>
  );
}

const meta = {
  title: 'Pages/Layout',
  component: PagePlaceholder,
  parameters: { layout: 'fullscreen', page: { url: '/' } },
} satisfies Meta<typeof PagePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main' }));

/** A guest on the home page: Home is active; Log In and Sign Up. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Beta notice' })).toHaveTextContent(/beta version/i);
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'Spur' })).toHaveAttribute('href', '/');
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Deals' })).not.toHaveAttribute('aria-current');
    await expect(links.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await expect(links.queryByRole('link', { name: 'Business Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText(/hyper-local, last-minute deals marketplace/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '/deals');
    await expect(footer.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await expect(footer.getByText('Laguna Beach, CA')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'support@spurdeals.com' })).toHaveAttribute('href', 'mailto:support@spurdeals.com');
    await expect(footer.getByRole('link', { name: '(949) 555-0142' })).toHaveAttribute('href', 'tel:+19495550142');
    await expect(footer.getByRole('link', { name: 'Spur on Instagram' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    // No demo controls outside demo builds.
    await expect(footer.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  },
};

/** A regular user on /deals: Deals is active; Profile and Log Out, no Business Dashboard. */
export const LoggedIn: Story = {
  parameters: { page: { url: '/deals', auth: 'traveler' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(links.queryByRole('link', { name: 'Business Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  },
};

/** A business partner on the dashboard: Business Dashboard is there and active. */
export const Business: Story = {
  parameters: { page: { url: '/business-dashboard', auth: 'adventures' } },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

/** During the start-up sign-in check: the public items only, no Log In / Log Out flash. */
export const SessionLoading: Story = {
  parameters: { page: { url: '/', auth: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nav(canvasElement).getByRole('link', { name: 'Deals' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  },
};

/** A phone (375 px): the links collapse into a menu behind a toggle; here it is opened. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: {
    page: { url: '/deals', auth: 'traveler' },
    viewport: {
      options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(canvas.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = nav(canvasElement);
    await expect(links.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Deals' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // The screenshot shows the open menu without a focus ring.
    await waitFor(() => expect(toggle).toHaveAccessibleName('Close menu'));
    toggle.blur();
  },
};

/**
 * A Spanish page (a story pins its language with `globals: { locale: 'es' }`): the layout and the
 * kit speak it, and the switcher lists this page in every language.
 */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Aviso de versión beta' })).toHaveTextContent('Este sitio es una versión beta y aún está en desarrollo.');
    const links = within(canvas.getByRole('navigation', { name: 'Principal' }));
    await expect(links.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    await expect(within(canvas.getByRole('contentinfo')).getByText('© Spur. Todos los derechos reservados.')).toBeVisible();

    const language = within(canvas.getByRole('navigation', { name: 'Idioma' }));
    await userEvent.click(language.getByText('Español', { selector: 'summary span' }));
    await expect(language.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
    await expect(language.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    await expect(language.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh-Hans');
  },
};

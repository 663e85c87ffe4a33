import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogOut, User } from 'lucide-react';
import { NavBar, type NavAction, type NavItem } from './NavBar';
import { inFrame } from '../../test/frame';
import { InboxBell } from '../InboxBell';
import { sampleInboxAlerts } from '../InboxBell/samples';
import { reportingLink } from '../../test/storyLink';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { sampleLanguages } from '../LanguageSwitcher/samples';

const navigate = fn().mockName('navigate');
const logOut = fn().mockName('logOut');

const guestItems: NavItem[] = [
  { label: 'Home', href: '/', active: true },
  { label: 'Deals', href: '/deals' },
];
const guestActions: NavAction[] = [
  { label: 'Log In', href: '/login', variant: 'outline' },
  { label: 'Sign Up', href: '/signup', variant: 'primary' },
];
const userItems: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Deals', href: '/deals', active: true },
];
const userActions: NavAction[] = [
  { label: 'Profile', href: '/profile', variant: 'ghost', icon: <User aria-hidden /> },
  { label: 'Log Out', onClick: logOut, variant: 'outline', icon: <LogOut aria-hidden /> },
];

/** A phone-sized frame: the bar collapses by its own width, so this works in any window. */
const phoneFrame = inFrame({ width: 320, minHeight: 420 });

const meta = {
  title: 'Primitives/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: { items: guestItems, actions: guestActions, renderLink: reportingLink(navigate), onMenuOpenChange: fn() },
  beforeEach: () => {
    navigate.mockClear();
    logOut.mockClear();
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    // The menu button only exists below the md width.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  args: { items: userItems, actions: userActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logOutButton = canvas.getByRole('button', { name: 'Log Out' });
    await userEvent.click(logOutButton);
    await expect(logOut).toHaveBeenCalledOnce();
    logOutButton.blur();
  },
};

export const Business: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Deals', href: '/deals' },
      { label: 'Business Dashboard', href: '/business-dashboard', active: true },
    ],
    actions: userActions,
  },
};

export const MobileMenuClosed: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [phoneFrame],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Once the bar has mounted, React's menu (not the no-script popover) says whether it is open.
    const toggle = await canvas.findByRole('button', { name: 'Open menu', expanded: false });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Deals' })).not.toBeInTheDocument();

    // Open: the items and actions show, the button now closes.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Close menu');
    const menu = canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    await expect(menu).not.toBeNull();
    const items = within(menu as HTMLElement);
    await expect(items.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(items.getByRole('link', { name: 'Deals' })).toBeVisible();
    await expect(items.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    // Escape closes it and gives the focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toHaveFocus();
    await expect(items.queryByRole('link', { name: 'Deals' })).not.toBeInTheDocument();

    // Choosing an item closes it too.
    await userEvent.click(toggle);
    await userEvent.click(items.getByRole('link', { name: 'Deals' }));
    await expect(navigate).toHaveBeenCalledWith('/deals');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    toggle.blur();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [phoneFrame],
  args: { defaultMenuOpen: true, items: userItems, actions: userActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Close menu', expanded: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Deals' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

export const CustomBrandAndActions: Story = {
  args: {
    brand: 'Spur Demo',
    actions: (
      <button type="button" onClick={logOut}>
        Reset demo data
      </button>
    ),
  },
};

/** A signed-in person's bell, always in the bar (beside the menu toggle on a phone). */
export const WithUtility: Story = {
  args: { items: userItems, actions: userActions, utility: <InboxBell alerts={sampleInboxAlerts} unread={2} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Alerts, 2 unread' })).toBeVisible();
  },
};

export const WithUtilityOnAPhone: Story = {
  ...WithUtility,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Alerts, 2 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

const languageSwitcher = <LanguageSwitcher label="Language" current="en" options={sampleLanguages} />;

/** The language switcher, before the actions. */
export const WithLanguage: Story = {
  args: { language: languageSwitcher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const language = canvas.getByRole('navigation', { name: 'Language' });
    await userEvent.click(within(language).getByText('English', { selector: 'summary span' }));
    await expect(within(language).getByRole('link', { name: 'Español' })).toBeVisible();
  },
};

/** On a phone the switcher is in the menu, above the actions. */
export const WithLanguageOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [phoneFrame],
  args: { language: languageSwitcher, defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Close menu', expanded: true });
    const menu = within(canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`) as HTMLElement);
    await expect(menu.getByText('English', { selector: 'summary span' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};

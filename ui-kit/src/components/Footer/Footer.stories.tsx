import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Camera, Globe, Mail, MapPin, MessageCircle, Phone, RotateCw } from 'lucide-react';
import { Button } from '../Button';
import { Footer, type FooterSection } from './Footer';
import { reportingLink } from '../../test/storyLink';

const navigate = fn().mockName('navigate');
const resetDemo = fn().mockName('resetDemo');

const sections: FooterSection[] = [
  {
    title: 'For Users',
    links: [
      { label: 'Browse Deals', href: '/deals' },
      { label: 'Create Account', href: '/signup' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
  {
    title: 'Contact',
    links: [
      { label: 'Laguna Beach, CA', icon: <MapPin aria-hidden /> },
      { label: 'support@spurdeals.com', href: 'mailto:support@spurdeals.com', icon: <Mail aria-hidden /> },
      { label: '(949) 555-0142', href: 'tel:+19495550142', icon: <Phone aria-hidden /> },
    ],
    social: [
      { label: 'Spur on Instagram', href: 'https://instagram.com/spurdeals', icon: <Camera aria-hidden /> },
      { label: 'Spur on Facebook', href: 'https://facebook.com/spurdeals', icon: <MessageCircle aria-hidden /> },
      { label: 'Spur website', href: 'https://spurdeals.com', icon: <Globe aria-hidden /> },
    ],
  },
];

const tagline =
  'A hyper-local, last-minute deals marketplace for tourists and locals in high-traffic areas.';

const meta = {
  title: 'Primitives/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { tagline, sections, renderLink: reportingLink(navigate), copyright: '© 2026 Spur. All rights reserved.' },
  beforeEach: () => {
    navigate.mockClear();
    resetDemo.mockClear();
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'support@spurdeals.com' })).toHaveAttribute(
      'href',
      'mailto:support@spurdeals.com',
    );
    await expect(canvas.getByRole('link', { name: '(949) 555-0142' })).toHaveAttribute('href', 'tel:+19495550142');
    await expect(canvas.getByRole('link', { name: 'Spur on Instagram' })).toBeInTheDocument();
    const browse = canvas.getByRole('link', { name: 'Browse Deals' });
    await userEvent.click(browse);
    await expect(navigate).toHaveBeenCalledWith('/deals');
    browse.blur();
  },
};

export const WithResetDemoButton: Story = {
  args: {
    extra: (
      <Button variant="outline" size="sm" icon={<RotateCw aria-hidden />} onClick={resetDemo}>
        Reset demo data
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reset demo data' });
    await userEvent.click(button);
    await expect(resetDemo).toHaveBeenCalledOnce();
    button.blur();
  },
};

export const Minimal: Story = { args: { sections: [], copyright: undefined } };

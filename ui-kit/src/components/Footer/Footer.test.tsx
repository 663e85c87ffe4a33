import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import type { RenderLink } from '../../utils/renderLink';
import { Footer, isExternalHref, type FooterSection } from './Footer';

const sections: FooterSection[] = [
  { title: 'For Users', links: [{ label: 'Browse Deals', href: '/deals' }, { label: 'Create Account', href: '/signup' }] },
  {
    title: 'Contact',
    links: [
      { label: 'Laguna Beach, CA' },
      { label: 'support@spurdeals.com', href: 'mailto:support@spurdeals.com' },
      { label: '(949) 555-0142', href: 'tel:+19495550142' },
    ],
    social: [{ label: 'Spur on Instagram', href: 'https://instagram.com/spurdeals', icon: <svg aria-hidden /> }],
  },
];

describe('Footer', () => {
  it('is the contentinfo landmark with tagline, section headings and copyright', () => {
    renderWithTheme(<Footer tagline="Last-minute deals" sections={sections} copyright="© 2026 Spur" />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Last-minute deals')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['For Users', 'Contact']);
    expect(screen.getByText('© 2026 Spur')).toBeInTheDocument();
    expect(screen.getByText('Laguna Beach, CA').closest('a')).toBeNull();
  });

  it('routes app paths through renderLink and keeps mailto, tel and web addresses as plain anchors', () => {
    const renderLink = vi.fn<RenderLink>(({ href, children, ...rest }) => (
      <a href={`#router${href}`} {...rest}>
        {children}
      </a>
    ));
    renderWithTheme(<Footer sections={sections} renderLink={renderLink} />);
    expect(screen.getByRole('link', { name: 'Browse Deals' })).toHaveAttribute('href', '#router/deals');
    expect(screen.getByRole('link', { name: 'Spur' })).toHaveAttribute('href', '#router/');
    expect(screen.getByRole('link', { name: 'support@spurdeals.com' })).toHaveAttribute(
      'href',
      'mailto:support@spurdeals.com',
    );
    expect(screen.getByRole('link', { name: '(949) 555-0142' })).toHaveAttribute('href', 'tel:+19495550142');
    expect(renderLink.mock.calls.map(([props]) => props.href)).toEqual(['/', '/deals', '/signup']);
  });

  it('gives icon-only social links an accessible name', () => {
    renderWithTheme(<Footer sections={sections} />);
    const list = screen.getByRole('list', { name: 'Contact: social media' });
    expect(within(list).getByRole('link', { name: 'Spur on Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/spurdeals',
    );
  });

  it('renders the extra slot', () => {
    renderWithTheme(<Footer extra={<button type="button">Reset demo data</button>} />);
    expect(screen.getByRole('button', { name: 'Reset demo data' })).toBeInTheDocument();
  });

  it('tells external addresses from app paths', () => {
    expect(isExternalHref('mailto:a@b.c')).toBe(true);
    expect(isExternalHref('tel:+1')).toBe(true);
    expect(isExternalHref('https://x.y')).toBe(true);
    expect(isExternalHref('//x.y')).toBe(true);
    expect(isExternalHref('/deals')).toBe(false);
    expect(isExternalHref('deals?x=1')).toBe(false);
  });
});

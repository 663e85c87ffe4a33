import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { LanguageSwitcher } from './LanguageSwitcher';
import { sampleLanguages } from './samples';

describe('LanguageSwitcher', () => {
  it('names the current language in its navigation, its list closed', () => {
    renderWithTheme(<LanguageSwitcher label="Language" current="es" options={sampleLanguages} />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByText('Español', { selector: 'summary span' })).toHaveAttribute('lang', 'es');
    expect(nav.querySelector('details')).not.toHaveAttribute('open');
  });

  it('lists the page in every language as links, each named in its own, the current one marked', async () => {
    renderWithTheme(<LanguageSwitcher label="Language" current="en" options={sampleLanguages} />);
    await userEvent.click(screen.getByText('English', { selector: 'summary span' }));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')])).toEqual([
      ['English', '/deals', 'en', 'en'],
      ['Español', '/es/deals', 'es', 'es'],
      ['简体中文', '/zh-Hans/deals', 'zh-Hans', 'zh-Hans'],
    ]);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Español' })).not.toHaveAttribute('aria-current');
  });

  it('reports the language chosen, and leaves the link to go there', async () => {
    const onChoose = vi.fn();
    renderWithTheme(<LanguageSwitcher label="Language" current="en" options={sampleLanguages} onChoose={onChoose} />);
    await userEvent.click(screen.getByText('English', { selector: 'summary span' }));
    // Seen after the switcher's handler: the link is still to be followed (then kept from it, here).
    let followed = false;
    document.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    expect(onChoose).toHaveBeenCalledWith('es');
    expect(followed).toBe(true);
  });

  it('closes on Escape, the focus back on its control, and on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <LanguageSwitcher label="Language" current="en" options={sampleLanguages} />
        <p>Elsewhere</p>
      </>,
    );
    const summary = screen.getByText('English', { selector: 'summary span' }).closest('summary') as HTMLElement;
    const details = summary.parentElement as HTMLDetailsElement;
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();

    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(screen.getByText('Elsewhere'));
    expect(details.open).toBe(false);
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '@spur/ui-kit';
import { MESSAGES } from '@spur/contract';
import type * as ApiModule from '../../../api';
import * as api from '../../../api';
import { ApiError } from '../../../api/errors';
import { loadLocale } from '../../../i18n/catalogs';
import { regularUser } from '../../../test/fakes';
import { renderWithProviders } from '../../../test/render';
import { LanguageSetting, pageNavigation, samePageIn } from './LanguageSetting';

vi.mock('../../../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), updateProfile: vi.fn() }));

const updateProfile = vi.mocked(api.updateProfile);
let assign: ReturnType<typeof vi.spyOn>;

beforeAll(() => loadLocale('es'));
beforeEach(() => {
  window.history.pushState({}, '', '/profile?tab=settings');
  document.cookie = 'spur_locale=; Path=/; Max-Age=0';
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  updateProfile.mockReset();
  resetToasts();
  window.history.pushState({}, '', '/');
});

async function choose(language: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), language);
  await userEvent.click(screen.getByRole('button', { name: 'Save language' }));
}

describe('LanguageSetting', () => {
  it('offers the three languages, each in its own words, the stored one chosen', () => {
    renderWithProviders(<LanguageSetting user={{ locale: 'zh-Hans' }} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['简体中文', 'zh-Hans'],
    ]);
    expect(select).toHaveValue('zh-Hans');
    expect(screen.getByRole('region', { name: 'Language' })).toBeInTheDocument();
  });

  it('saves the choice in the profile, remembers it, and opens the same page in that language', async () => {
    updateProfile.mockResolvedValue({ ...regularUser, locale: 'es' });
    renderWithProviders(<LanguageSetting user={regularUser} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await choose('Español');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/es/profile?tab=settings'));
    expect(updateProfile).toHaveBeenCalledWith({ locale: 'es' });
    expect(document.cookie).toContain('spur_locale=es');
  });

  it('from a page in another language, goes to the same page in the chosen one (English unprefixed)', async () => {
    window.history.pushState({}, '', '/es/profile?tab=settings');
    updateProfile.mockResolvedValue({ ...regularUser, locale: 'en' });
    renderWithProviders(<LanguageSetting user={{ locale: 'es' }} />, { locale: 'es' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar idioma' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/profile?tab=settings'));
    expect(samePageIn('zh-Hans', { pathname: '/es/deals/7', search: '?when=today', hash: '#reviews' })).toBe('/zh-Hans/deals/7?when=today#reviews');
  });

  it('says why when the API refuses, and stays', async () => {
    updateProfile.mockRejectedValue(new ApiError(MESSAGES.validLocale, { status: 400 }));
    renderWithProviders(<LanguageSetting user={regularUser} />);
    await choose('简体中文');
    await waitFor(() => expect(getToasts().at(-1)).toMatchObject({ title: 'Could not change the language', description: MESSAGES.validLocale, variant: 'destructive' }));
    expect(assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('spur_locale=zh-Hans');
    expect(screen.getByRole('button', { name: 'Save language' })).toBeEnabled();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/catalogs';
import { renderRoutes } from '../../test/render';
import { LanguageFilter } from './LanguageFilter';
import { dealsParams, dealsUrl, parseDealsQuery } from './query';

/** The filter as /deals mounts it: the view's URL with another language. */
function Filter() {
  const query = parseDealsQuery(useSearchParams()[0]);
  const shown = { search: query.search, when: query.when, language: query.language };
  return <LanguageFilter value={query.language} hrefFor={(language) => dealsUrl({ ...shown, language })} hiddenFields={dealsParams({ ...shown, language: null })} />;
}

const routes = [{ path: '/deals', element: <Filter /> }];

describe('LanguageFilter (/deals)', () => {
  beforeAll(() => loadLocale('es'));

  it('offers any language, then every language Spur offers by name; a choice opens the view in it', async () => {
    const { router } = renderRoutes(routes, { path: '/deals?search=kayak&when=today' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Any language');
    expect(within(select).getByRole('option', { name: 'Spanish' })).toHaveValue('es');
    await userEvent.selectOptions(select, 'Chinese');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/deals?search=kayak&when=today&language=zh');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Any language');
    expect(router.state.location.search).toBe('?search=kayak&when=today');
  });

  it('shows the view’s language; without scripts it is a GET form keeping the rest of the view', () => {
    renderRoutes(routes, { path: '/deals?search=kayak&language=ko' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('ko');
    const form = screen.getByRole('combobox').closest('form')!;
    expect(form).toHaveAttribute('action', '/deals');
    expect(form).toHaveAttribute('method', 'get');
    expect([...new FormData(form).entries()]).toEqual([
      ['search', 'kayak'],
      ['language', 'ko'],
    ]);
  });

  it('es: speaks Spanish and names the languages in Spanish', () => {
    renderRoutes(routes, { path: '/deals?language=es', locale: 'es' });
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(within(select).getByRole('option', { name: 'Cualquier idioma' })).toBeInTheDocument();
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Español' }).selected).toBe(true);
    expect(within(select).getByRole('option', { name: 'Inglés' })).toHaveValue('en');
  });
});

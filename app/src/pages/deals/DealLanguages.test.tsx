import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/catalogs';
import { renderWithProviders } from '../../test/render';
import { DealLanguages } from './DealLanguages';

describe('DealLanguages (the deal page’s line)', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it('says the languages in English, the business’s first one first', () => {
    renderWithProviders(<DealLanguages languages={['es', 'en']} />);
    expect(screen.getByText('Offered in Spanish and English')).toBeInTheDocument();
  });

  it.each([
    ['es', 'Se ofrece en inglés y español'],
    ['zh-Hans', '提供语言：英语和西班牙语'],
  ] as const)('%s: in the page’s language', (locale, line) => {
    renderWithProviders(<DealLanguages languages={['en', 'es']} />, { locale });
    expect(screen.getByText(line)).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealLanguage } from '@spur/contract';
import { DealCard } from '@spur/ui-kit';
import { loadLocale } from '../i18n/catalogs';
import { renderWithProviders } from '../test/render';
import { useCardLanguages } from './useCardLanguages';

function Card({ languages }: { languages: DealLanguage[] }) {
  const languagesOf = useCardLanguages();
  return <DealCard title="Whale watching" price={50} category="safari" position={0} slots={4} location="Dana Point, CA" onBook={() => {}} {...languagesOf(languages)} />;
}

describe('useCardLanguages (the kit DealCard’s languages line)', () => {
  beforeAll(() => Promise.all([loadLocale('es'), loadLocale('zh-Hans')]));

  it('an English page names a deal’s languages unless it is given in English alone', () => {
    const { unmount } = renderWithProviders(<Card languages={['en', 'es']} />);
    expect(screen.getByText('English · Spanish').closest('p')).toHaveTextContent(/^Languages: /);
    unmount();
    renderWithProviders(<Card languages={['en']} />);
    expect(screen.queryByText(/Languages:/)).toBeNull();
  });

  it.each([
    ['es', 'Idiomas:', 'Inglés'],
    ['zh-Hans', '语言：', '英语'],
  ] as const)('%s: every deal’s languages, in the page’s language', (locale, label, english) => {
    renderWithProviders(<Card languages={['en']} />, { locale });
    expect(screen.getByTitle(english).closest('p')).toHaveTextContent(new RegExp(`^${label} ${english}`));
  });
});

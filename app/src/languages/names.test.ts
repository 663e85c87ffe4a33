import { describe, expect, it } from 'vitest';
import { DEAL_LANGUAGES } from '@spur/contract';
import { cardLanguages, languageChoices, languageLabel, languageList, languageName } from './names';

describe('language names (Intl.DisplayNames, in the page’s language)', () => {
  it('names a language in each of Spur’s languages, as it reads in a sentence and standing alone', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('en', 'es')).toBe('inglés');
    expect(languageLabel('en', 'es')).toBe('Inglés');
    expect(languageName('es', 'zh-Hans')).toBe('西班牙语');
    expect(languageLabel('zh', 'zh-Hans')).toBe('中文');
  });

  it('lists languages as a sentence does, in the order given', () => {
    expect(languageList(['en'], 'en')).toBe('English');
    expect(languageList(['es', 'en', 'zh'], 'en')).toBe('Spanish, English, and Chinese');
    expect(languageList(['en', 'es'], 'es')).toBe('inglés y español');
    expect(languageList(['en', 'es'], 'zh-Hans')).toBe('英语和西班牙语');
  });

  it('offers every language once, in the reader’s alphabetical order', () => {
    for (const locale of ['en', 'es', 'zh-Hans'] as const) {
      const choices = languageChoices(locale);
      expect(choices.map((choice) => choice.value).sort()).toEqual([...DEAL_LANGUAGES].sort());
    }
    expect(languageChoices('en').slice(0, 3).map((choice) => choice.label)).toEqual(['Arabic', 'Armenian', 'Chinese']);
    expect(languageChoices('es').map((choice) => choice.label)).toContain('Español');
  });

  it('a card says nothing of an English-only deal to an English reader; anything else it names', () => {
    expect(cardLanguages(['en'], 'en')).toBeUndefined();
    expect(cardLanguages(['en', 'es'], 'en')).toEqual(['English', 'Spanish']);
    expect(cardLanguages(['ko'], 'en')).toEqual(['Korean']);
    expect(cardLanguages(['en'], 'es')).toEqual(['Inglés']);
    expect(cardLanguages(['en', 'zh'], 'zh-Hans')).toEqual(['英语', '中文']);
  });
});

import { describe, expect, it } from 'vitest';
import { localeCookie, preferredLocale } from './choice';
import { isLocale, negotiateLocale } from './locales';
import { localizedPath, splitLocalePath } from './paths';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['zh-CN,zh;q=0.9', 'zh-Hans'],
    ['zh-Hans-SG', 'zh-Hans'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['de,ja', 'en'],
    ['fr;q=1,zh-TW;q=0.9,en;q=0.1', 'en'],
    ['zh-Hant,zh-HK', 'en'],
    ['en;q=0.2,es;q=0.8', 'es'],
    ['es;q=0,en', 'en'],
    ['*', 'en'],
    ['garbage;;;,,', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('locale paths', () => {
  it('keeps English paths and prefixes the others', () => {
    expect(localizedPath('en', '/deals?q=x')).toBe('/deals?q=x');
    expect(localizedPath('es', '/deals/7')).toBe('/es/deals/7');
    expect(localizedPath('zh-Hans', '/')).toBe('/zh-Hans');
  });

  it('reads the language of a path, exactly', () => {
    expect(splitLocalePath('/es/deals')).toEqual({ locale: 'es', path: '/deals' });
    expect(splitLocalePath('/zh-Hans')).toEqual({ locale: 'zh-Hans', path: '/' });
    expect(splitLocalePath('/deals')).toEqual({ locale: 'en', path: '/deals' });
    expect(splitLocalePath('/zh-hans/deals')).toEqual({ locale: 'en', path: '/zh-hans/deals' });
    expect(splitLocalePath('/espresso')).toEqual({ locale: 'en', path: '/espresso' });
  });

  it('knows its locales', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('preferredLocale', () => {
  it('takes the remembered choice over Accept-Language', () => {
    expect(preferredLocale('a=1; spur_locale=zh-Hans', 'es')).toBe('zh-Hans');
    expect(preferredLocale('spur_locale=en', 'es')).toBe('en');
    expect(preferredLocale('spur_locale=fr', 'es')).toBe('es');
    expect(preferredLocale(null, null)).toBe('en');
    expect(localeCookie('es')).toMatch(/^spur_locale=es; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});

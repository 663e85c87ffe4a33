import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../i18n/catalogs';
import { documentHead } from './documentHead';

describe('documentHead', () => {
  beforeAll(() => loadLocale('es'));

  it('names the page in its language, its canonical URL and every language of it', () => {
    const head = documentHead('es', new URL('http://x/es/deals?q=kayak&when=today'), 'https://spur.example');
    expect(head).toContain('<title>Spur — ofertas locales de último minuto</title>');
    expect(head).toContain('<link rel="canonical" href="https://spur.example/es/deals?q=kayak&amp;when=today" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://spur.example/deals?q=kayak&amp;when=today" />');
    expect(head).toContain('<link rel="alternate" hreflang="zh-Hans" href="https://spur.example/zh-Hans/deals?q=kayak&amp;when=today" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://spur.example/deals?q=kayak&amp;when=today" />');
  });

  it('keeps English at the plain path', () => {
    const head = documentHead('en', new URL('http://x/'), 'https://spur.example');
    expect(head).toContain('<title>Spur — last-minute local deals</title>');
    expect(head).toContain('<link rel="canonical" href="https://spur.example/" />');
    expect(head).toContain('<link rel="alternate" hreflang="es" href="https://spur.example/es" />');
  });
});

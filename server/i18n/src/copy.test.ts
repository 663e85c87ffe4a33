import { describe, expect, it } from 'vitest';
import { defineCopy, loadCatalog, localize, translateText } from './copy';
import { extractMessages, placeholders } from './extract.mjs';

const COPY = defineCopy((t) => ({
  title: t('Deals near you'),
  spots: (count: number) => t('{count, plural, one {# spot left} other {# spots left}}', { count }),
  nested: { greet: (name: string) => t('Hello {name}', { name }) },
  field: t('Title'),
  tooLong: (field: string, max: number) => t('{field} must be at most {max} characters.', { field, max }),
}));

loadCatalog('es', {
  'Deals near you': 'Ofertas cerca de usted',
  'Hello {name}': 'Hola {name}',
  Title: 'Título',
  '{field} must be at most {max} characters.': '{field} no puede tener más de {max} caracteres.',
  '{count, plural, one {# spot left} other {# spots left}}': '{count, plural, one {Queda # plaza} other {Quedan # plazas}}',
});

describe('copy', () => {
  it('is English as written', () => {
    expect(COPY.title).toBe('Deals near you');
    expect(COPY.spots(1)).toBe('1 spot left');
    expect(COPY.spots(1200)).toBe('1,200 spots left');
    expect(COPY.nested.greet('Ana')).toBe('Hello Ana');
  });

  it('reads the same shape in another language, with its plurals and numbers', () => {
    const es = localize(COPY, 'es');
    expect(es.title).toBe('Ofertas cerca de usted');
    expect(es.spots(1)).toBe('Queda 1 plaza');
    expect(es.spots(3)).toBe('Quedan 3 plazas');
    expect(localize(COPY, 'es')).toBe(es);
  });

  it('translates a text made in English on its way out, values and all', () => {
    expect(translateText(COPY.title, 'es')).toBe('Ofertas cerca de usted');
    expect(translateText(COPY.nested.greet('Ana'), 'es')).toBe('Hola Ana');
    expect(translateText('Sunset Kayak Tour', 'es')).toBe('Sunset Kayak Tour');
    expect(translateText(COPY.title, 'en')).toBe('Deals near you');
  });

  it('translates the values of a text that are texts of copy themselves', () => {
    expect(translateText(COPY.tooLong(COPY.field, 120), 'es')).toBe('Título no puede tener más de 120 caracteres.');
    expect(translateText(COPY.nested.greet('Sunset Kayak Tour'), 'es')).toBe('Hola Sunset Kayak Tour');
  });

  it('falls back to English for a message the catalog lacks', () => {
    expect(localize(COPY, 'zh-Hans').nested.greet('Ana')).toBe('Hello Ana');
    expect(localize(COPY, 'zh-Hans').title).toBe('Deals near you');
  });

  it('refuses an object that is not copy', () => {
    expect(() => localize({ a: 1 }, 'es')).toThrow(/defineCopy/);
  });
});

describe('extractMessages', () => {
  it('reads literal messages and reports the others', () => {
    const code = "defineCopy((t) => ({ a: t('One'), b: t(\"Two {x}\", { x }), c: t(`Three`), d: t(name), e: format(1) }))";
    expect(extractMessages(code)).toEqual({ messages: ['One', 'Two {x}', 'Three'], problems: ['line 1: t() takes a literal message'] });
  });
});

describe('placeholders', () => {
  it('names every placeholder with its kind, in cases too', () => {
    expect(placeholders('{count, plural, one {# spot for {name}} other {# spots}} at {time}')).toBe('count:plural, name, time');
    expect(placeholders('Loading...')).toBe('');
    expect(() => placeholders('{oops')).toThrow();
  });
});

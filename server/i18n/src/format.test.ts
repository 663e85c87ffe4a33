import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageValues } from './format';

/** Messages of every kind the copy uses (and a few it may), with values to format them with. */
const CASES: [message: string, values: MessageValues[]][] = [
  ['Deals near you', [{}]],
  ['Hello {name}', [{ name: 'Ana' }, {}]],
  ['{count, plural, one {# spot left} other {# spots left}}', [{ count: 0 }, { count: 1 }, { count: 2 }, { count: 1234 }]],
  ['{count, plural, =0 {No spots} one {Last spot} other {Last {count} spots}}', [{ count: 0 }, { count: 1 }, { count: 5 }]],
  [
    '{count, plural, offset:1 =0 {Nobody} =1 {Only {name}} one {{name} and # other} other {{name} and # others}}',
    [
      { count: 0, name: 'Ana' },
      { count: 1, name: 'Ana' },
      { count: 2, name: 'Ana' },
      { count: 1500, name: 'Ana' },
    ],
  ],
  ['{item, select, deal {Saved deal} business {Saved business} other {Saved}}', [{ item: 'deal' }, { item: 'business' }, { item: 'tab' }]],
  [
    '{count, plural, one {{kind, select, deal {# deal (#)} other {# thing}}} other {{kind, select, deal {# deals} other {# things}}}}',
    [
      { count: 1, kind: 'deal' },
      { count: 3, kind: 'other' },
    ],
  ],
  ['{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', [{ place: 1 }, { place: 2 }, { place: 3 }, { place: 11 }, { place: 22 }]],
  ['{n, number} of {total, number} ({share, number, percent})', [{ n: 1200, total: 1500000, share: 0.25 }]],
  ['{hours, plural, one {Starting in the next # hour} other {Starting in the next # hours}}', [{ hours: 1 }, { hours: 3 }]],
];

describe('formatMessage', () => {
  it.each(['en-US', 'es-US', 'zh-Hans-CN', 'de-DE', 'ar-EG'])("formats as Lingui's own runtime does, in %s", (locale) => {
    const lingui = setupI18n({ locale, locales: [locale], messages: { [locale]: {} } });
    for (const [message, samples] of CASES) {
      const compiled = compileMessageOrThrow(message);
      for (const values of samples)
        expect(formatMessage(compiled, values, [locale]), `${message} ${JSON.stringify(values)}`).toBe(lingui._(message, values, { message: compiled as unknown as string }));
    }
  });

  it('returns a message that stayed text as it is', () => {
    expect(formatMessage('Loading...', {}, ['en-US'])).toBe('Loading...');
  });
});

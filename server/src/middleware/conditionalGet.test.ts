/** Entity tags per content coding and If-None-Match's weak comparison (RFC 9110 §13.1.2). */
import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, strongEtag } from './conditionalGet';

const body = Buffer.from('[{"id":"a"}]');

describe('strongEtag', () => {
  it('is a strong tag of the identity body, distinct per content coding, equal for equal bodies', () => {
    const identity = strongEtag(body, 'identity');
    expect(identity).toMatch(/^"[\w-]{22}"$/);
    expect(strongEtag(Buffer.from('[{"id":"a"}]'), 'identity')).toBe(identity);
    expect(strongEtag(body, 'br')).toBe(`${identity.slice(0, -1)}-br"`);
    expect(strongEtag(body, 'gzip')).toBe(`${identity.slice(0, -1)}-gzip"`);
    expect(strongEtag(Buffer.from('[{"id":"b"}]'), 'identity')).not.toBe(identity);
  });
});

describe('ifNoneMatchMatches', () => {
  const etag = '"abc"';
  it.each([
    ['the same tag', '"abc"', true],
    ['a weak tag with the same opaque value (weak comparison)', 'W/"abc"', true],
    ['a list holding it', '"x", W/"y" ,"abc"', true],
    ['a list holding it, no spaces', '"x","abc"', true],
    ['*', '*', true],
    ['another tag', '"abd"', false],
    ['another coding of the same body', '"abc-br"', false],
    ['an unquoted value', 'abc', false],
    ['an empty header', '', false],
    ['a tag holding a comma', '"ab,c"', false],
  ])('%s', (_, header, expected) => {
    expect(ifNoneMatchMatches(header, etag)).toBe(expected);
  });
});

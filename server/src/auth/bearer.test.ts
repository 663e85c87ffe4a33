import { describe, expect, it } from 'vitest';
import { bearerToken } from './bearer';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc', 'abc'],
    ['Bearer email:someone@example.com', 'email:someone@example.com'],
    [undefined, undefined],
    ['', undefined],
    ['Bearer', undefined],
    ['Bearer    ', undefined],
    ['Basic abc', undefined],
    ['abc.def.ghi', undefined],
  ])('%j → %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

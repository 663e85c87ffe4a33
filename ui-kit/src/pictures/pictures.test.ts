import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@spur/contract';
import { DEAL_CATEGORIES, isDealCategory, pictureFor, pictures } from '.';

// The test environment (happy-dom) gives modules an http: import.meta.url; dirname is the file's folder.
const dir = import.meta.dirname;
const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));

describe('pictures', () => {
  it('has the same categories as the API contract (the kit keeps its own copy to stay publishable)', () => {
    expect([...DEAL_CATEGORIES]).toEqual([...CATEGORIES]);
  });

  it('has at least three distinct pictures per category', () => {
    for (const category of DEAL_CATEGORIES) {
      expect(pictures[category].length).toBeGreaterThanOrEqual(3);
      expect(new Set(pictures[category]).size).toBe(pictures[category].length);
    }
  });

  it('pictureFor cycles through a category by position and is stable', () => {
    const list = pictures.safari;
    expect(pictureFor('safari', 0)).toBe(list[0]);
    expect(pictureFor('safari', 1)).toBe(list[1]);
    expect(pictureFor('safari', list.length)).toBe(list[0]);
    expect(pictureFor('safari', 7)).toBe(pictureFor('safari', 7));
  });

  it('pictureFor never fails on odd positions or an unknown category', () => {
    expect(pictureFor('tour', -1)).toBe(pictures.tour[1]);
    expect(pictureFor('tour', 1.7)).toBe(pictures.tour[1]);
    expect(pictureFor('tour', Number.NaN)).toBe(pictures.tour[0]);
    expect(pictureFor('mountains' as never, 0)).toBe(pictures.beach[0]);
  });

  it('isDealCategory accepts only the five values', () => {
    expect(isDealCategory('wellness')).toBe(true);
    expect(isDealCategory('Wellness')).toBe(false);
    expect(isDealCategory(undefined)).toBe(false);
  });

  it.each(files)('%s is small, self-contained and has no text', (name) => {
    const source = readFileSync(`${dir}/${name}`, 'utf8');
    expect(source.length).toBeLessThan(10_000);
    expect(source).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 250"/);
    expect(source).not.toMatch(/<text|<image|<script|<foreignObject|xlink:href|href="http|url\((?!#)/);
  });

  it('every SVG file is in the catalogue', () => {
    expect(files.length).toBe(Object.values(pictures).flat().length);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { colors } from '@spur/ui-kit';

const publicDir = path.resolve(__dirname, '../../public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  [field: string]: unknown;
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web manifest (public/manifest.webmanifest)', () => {
  it('installs Spur as a standalone app for the whole site, in the kit\'s colours', () => {
    expect(manifest).toMatchObject({ short_name: 'Spur', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.name).toMatch(/^Spur/);
    expect(manifest.theme_color).toBe(colors.brand.base);
    expect(manifest.background_color).toBe(colors.surface.page);
  });

  it('names icons of 192 and 512 pixels and a maskable one, each a PNG of its size', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src)).toBe(icon.sizes);
    }
  });

  it('comes with the Home Screen icon iOS uses and the notifications\' badge', () => {
    expect(pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
    expect(pngSize('/icons/badge-96.png')).toBe('96x96');
  });
});

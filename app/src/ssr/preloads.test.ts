import { describe, expect, it } from 'vitest';
import { chunkFiles, withPreloads, withScriptsAfterContent, type Manifest } from './preloads';

const MANIFEST: Manifest = {
  'src/main.tsx': { file: 'assets/index-A.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-B.js' },
  'src/pages/DealsPage.tsx': { file: 'assets/DealsPage-C.js', imports: ['_react.js', '_api.js', '_card.js'] },
  '_api.js': { file: 'assets/api-D.js', imports: ['_zod.js'] },
  '_card.js': { file: 'assets/card-E.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod-F.js' },
};

const TEMPLATE =
  '<head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js"></head><body><div id="root"></div></body>';

describe('chunkFiles', () => {
  it("is the page's chunk and every chunk it imports, each once", () => {
    expect(chunkFiles(MANIFEST, 'src/pages/DealsPage.tsx')).toEqual([
      'assets/DealsPage-C.js',
      'assets/react-B.js',
      'assets/api-D.js',
      'assets/zod-F.js',
      'assets/card-E.js',
    ]);
  });

  it('names a module the manifest does not know', () => {
    expect(() => chunkFiles(MANIFEST, 'src/pages/NopePage.tsx')).toThrow("The client build's manifest has no src/pages/NopePage.tsx.");
  });
});

describe('withPreloads', () => {
  it('preloads the chunks the template does not load already, in the head', () => {
    const html = withPreloads(TEMPLATE, chunkFiles(MANIFEST, 'src/pages/DealsPage.tsx'));
    expect(html.match(/modulepreload/g)).toHaveLength(5);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/DealsPage-C.js"><link rel="modulepreload" crossorigin href="/assets/api-D.js">');
    expect(html.match(/react-B\.js/g)).toHaveLength(1);
    expect(html.indexOf('zod-F.js')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('withScriptsAfterContent', () => {
  it('gives the entry and every preload a low fetch priority, once', () => {
    const html = withScriptsAfterContent(withScriptsAfterContent(withPreloads(TEMPLATE, ['assets/api-D.js'])));
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">');
    expect(html.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(html.match(/fetchpriority/g)).toHaveLength(3);
  });
});

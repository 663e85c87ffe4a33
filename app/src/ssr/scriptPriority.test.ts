import { describe, expect, it } from 'vitest';
import { withScriptsAfterContent } from './scriptPriority';

const TEMPLATE =
  '<head><script src="/spur-config.js" defer></script><script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js"><link rel="modulepreload" crossorigin href="/assets/api-D.js">' +
  '<link rel="preload" href="/assets/inter.woff2" as="font"></head><body><div id="root"></div></body>';

describe('withScriptsAfterContent', () => {
  it('gives the entry and every module preload a low fetch priority, once; the font and the config keep theirs', () => {
    const html = withScriptsAfterContent(withScriptsAfterContent(TEMPLATE));
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">');
    expect(html.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(html.match(/fetchpriority/g)).toHaveLength(3);
    expect(html).toContain('<link rel="preload" href="/assets/inter.woff2" as="font">');
    expect(html).toContain('<script src="/spur-config.js" defer>');
  });
});

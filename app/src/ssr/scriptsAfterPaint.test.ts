import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import loaderSource from '../../public/scripts-after-paint.js?raw';
import { chunkFiles, withScriptsAfterPaint, type Manifest } from './scriptsAfterPaint';

const TEMPLATE =
  '<head><script src="/spur-config.js" defer></script><script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '\n<link rel="modulepreload" crossorigin href="/assets/react-B.js">\n<link rel="modulepreload" crossorigin href="/assets/api-D.js">' +
  '<link rel="preload" href="/assets/inter.woff2" as="font"></head><body><div id="root"></div></body>';

describe('withScriptsAfterPaint', () => {
  it('puts the deferred loader, with the entry and its preloads, in place of the module script and preloads', () => {
    const html = withScriptsAfterPaint(TEMPLATE);
    expect(html).toBe(
      '<head><script src="/spur-config.js" defer></script>' +
        '<script src="/scripts-after-paint.js" defer data-entry="/assets/index-A.js" data-preloads="/assets/react-B.js /assets/api-D.js"></script>' +
        '<link rel="preload" href="/assets/inter.woff2" as="font"></head><body><div id="root"></div></body>',
    );
  });

  it('refuses a template without a module script', () => {
    expect(() => withScriptsAfterPaint('<head></head><body><div id="root"></div></body>')).toThrow(
      'index.html has no module script to load after the first paint.',
    );
  });
});

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_react-B.js', '_api-D.js'] },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_api-D.js': { file: 'assets/api-D.js', imports: ['_react-B.js'] },
  '_card-E.js': { file: 'assets/card-E.js', imports: ['_react-B.js'] },
  '_zod-F.js': { file: 'assets/zod-F.js' },
  'src/pages/DealsPage.tsx': { file: 'assets/DealsPage-C.js', imports: ['_card-E.js', 'index.html', '_api-D.js'] },
  'src/pages/Broken.tsx': { file: 'assets/Broken-G.js', imports: ['_gone-H.js'] },
};

describe('the page\'s chunks', () => {
  it('chunkFiles: the module\'s chunk and every chunk it imports, once each, in a stable order', () => {
    expect(chunkFiles(MANIFEST, 'src/pages/DealsPage.tsx')).toEqual([
      'assets/DealsPage-C.js',
      'assets/card-E.js',
      'assets/react-B.js',
      'assets/index-A.js',
      'assets/api-D.js',
    ]);
    expect(() => chunkFiles(MANIFEST, 'src/pages/Nowhere.tsx')).toThrow("The client build's manifest has no src/pages/Nowhere.tsx.");
    expect(() => chunkFiles(MANIFEST, 'src/pages/Broken.tsx')).toThrow("The client build's manifest has no _gone-H.js, which src/pages/Broken.tsx imports.");
  });

  it('withScriptsAfterPaint: the loader preloads the page\'s chunks too, not those it loads already', () => {
    const document = withScriptsAfterPaint(TEMPLATE, chunkFiles(MANIFEST, 'src/pages/DealsPage.tsx'));
    expect(document).toContain(
      '<script src="/scripts-after-paint.js" defer data-entry="/assets/index-A.js" data-preloads="/assets/react-B.js /assets/api-D.js /assets/DealsPage-C.js /assets/card-E.js"></script>',
    );
  });
});

describe('the loader (public/scripts-after-paint.js)', () => {
  let frames: FrameRequestCallback[];
  let observers: FakeObserver[];
  // A head outside the document: what the loader adds there is never fetched.
  let head: HTMLElement;

  /** Paint timing as the loader uses it: `report` delivers entries as the browser would. */
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    observed: unknown = null;
    constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
      observers.push(this);
    }
    observe(options: unknown) {
      this.observed = options;
    }
    disconnect() {
      this.observed = null;
    }
    report(...names: string[]) {
      if (this.observed) this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    }
  }

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    observers = [];
    head = document.createElement('head');
  });
  afterEach(() => vi.useRealTimers());

  function runLoader(visibilityState: DocumentVisibilityState, paintTiming: Partial<typeof FakeObserver> = FakeObserver, preloads = '/assets/react-B.js /assets/api-D.js') {
    const currentScript = document.createElement('script');
    Object.assign(currentScript.dataset, { entry: '/assets/index-A.js', preloads });
    const page = { currentScript, visibilityState, head, createElement: (tag: string) => document.createElement(tag) };
    const requestFrame = (frame: FrameRequestCallback) => frames.push(frame);
    new Function('document', 'requestAnimationFrame', 'PerformanceObserver', loaderSource)(page, requestFrame, paintTiming);
  }

  const loaded = () => ({
    preloads: [...head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [link.getAttribute('href'), link.crossOrigin]),
    scripts: [...head.querySelectorAll<HTMLScriptElement>('script')].map((script) => [script.type, script.getAttribute('src'), script.crossOrigin]),
  });
  const NOTHING = { preloads: [], scripts: [] };
  const EVERYTHING = {
    preloads: [
      ['/assets/react-B.js', 'anonymous'],
      ['/assets/api-D.js', 'anonymous'],
    ],
    scripts: [['module', '/assets/index-A.js', 'anonymous']],
  };

  it('requests the entry and its preloads once the first contentful paint is reported, not before, and once', () => {
    runLoader('visible');
    expect(observers[0]?.observed).toEqual({ type: 'paint', buffered: true });
    observers[0]?.report('first-paint');
    expect(loaded()).toEqual(NOTHING);
    observers[0]?.report('first-paint', 'first-contentful-paint');
    expect(loaded()).toEqual(EVERYTHING);
    vi.runAllTimers();
    expect(loaded()).toEqual(EVERYTHING);
  });

  it('adds the entry first, then its preloads three per task, so no long task comes of them', () => {
    const chunks = Array.from({ length: 8 }, (_, index) => `/assets/chunk-${index}.js`);
    runLoader('hidden', FakeObserver, chunks.join(' '));
    expect(head.firstElementChild?.getAttribute('src')).toBe('/assets/index-A.js');
    expect(loaded().preloads.map(([href]) => href)).toEqual(chunks.slice(0, 3));
    vi.advanceTimersToNextTimer();
    expect(loaded().preloads.map(([href]) => href)).toEqual(chunks.slice(0, 6));
    vi.runAllTimers();
    expect(loaded().preloads.map(([href]) => href)).toEqual(chunks);
    expect(loaded().scripts).toEqual([['module', '/assets/index-A.js', 'anonymous']]);
  });

  it('loads after three seconds when no paint is reported', () => {
    runLoader('visible');
    vi.advanceTimersByTime(2_999);
    expect(loaded()).toEqual(NOTHING);
    vi.advanceTimersByTime(1);
    expect(loaded()).toEqual(EVERYTHING);
  });

  it('loads at once in a hidden page, which paints nothing', () => {
    runLoader('hidden');
    expect(loaded()).toEqual(EVERYTHING);
    expect(observers).toEqual([]);
  });

  it('without paint timing, loads after the next frame has been painted', () => {
    runLoader('visible', { supportedEntryTypes: ['mark', 'measure'] } as Partial<typeof FakeObserver>);
    frames.forEach((frame) => frame(0));
    expect(loaded()).toEqual(NOTHING);
    vi.runAllTimers();
    expect(loaded()).toEqual(EVERYTHING);
  });
});

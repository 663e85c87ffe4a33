// A server-rendered page's scripts, requested once its content is on screen (issue 12;
// `app/src/ssr/scriptsAfterPaint.ts` puts this script, deferred, in place of the module script).
// The page needs its scripts to respond, not to show, so they never compete with its pictures and
// font for a slow link. `data-entry` is the entry module, `data-preloads` its static imports and
// the page's own chunks.
(() => {
  const LOAD_ANYWAY_AFTER_MS = 3_000;
  // Each request the page starts costs its main thread 0.5–2.5 ms on a desktop here (4 times that
  // on a phone), and a page preloads up to 50 chunks: started a few per task, they never make one
  // long task of the page's first seconds.
  const PRELOADS_PER_TASK = 3;
  const { entry, preloads = '' } = document.currentScript.dataset;
  let loaded = false;
  const preloadSome = (hrefs) => {
    for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'modulepreload', href, crossOrigin: 'anonymous' });
      document.head.append(link);
    }
    if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preloadSome(hrefs.slice(PRELOADS_PER_TASK)), 0);
  };
  const load = () => {
    if (loaded) return;
    loaded = true;
    // The entry first: the browser requests its own imports once it has it, preloaded or not.
    const script = document.createElement('script');
    Object.assign(script, { type: 'module', src: entry, crossOrigin: 'anonymous' });
    document.head.append(script);
    preloadSome(preloads.split(' ').filter(Boolean));
  };
  // A hidden page paints nothing: it loads at once. A browser without paint timing loads after
  // the next frame (its callback runs just before the frame is painted, a task it queues after).
  if (document.visibilityState === 'hidden') return load();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(load, 0));
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    load();
  });
  painted.observe({ type: 'paint', buffered: true });
  // Should the paint never be reported, the page still comes to life.
  setTimeout(load, LOAD_ANYWAY_AFTER_MS);
})();

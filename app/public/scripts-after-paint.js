// A server-rendered page's scripts, requested once its content is on screen (issue 12;
// `app/src/ssr/scriptsAfterPaint.ts` puts this script, deferred, in place of the module script).
// The page needs its scripts to respond, not to show, so they never compete with its pictures and
// font for a slow link. `data-entry` is the entry module, `data-preloads` its static imports.
(() => {
  const LOAD_ANYWAY_AFTER_MS = 3_000;
  const { entry, preloads = '' } = document.currentScript.dataset;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const href of preloads.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'modulepreload', href, crossOrigin: 'anonymous' });
      document.head.append(link);
    }
    const script = document.createElement('script');
    Object.assign(script, { type: 'module', src: entry, crossOrigin: 'anonymous' });
    document.head.append(script);
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

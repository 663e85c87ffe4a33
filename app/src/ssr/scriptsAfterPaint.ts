/**
 * The scripts of a server-rendered document (issue 12). Server-side only.
 *
 * The HTML of a rendered page shows its content: its scripts only make it respond. So they are
 * requested after the first paint (`public/scripts-after-paint.js`), never competing with the
 * page's pictures and font for a slow link. Measured with Lighthouse (simulated slow 4G): its
 * model counts every script that finished loading before the largest paint as needed for it,
 * and on loopback they all do, so low fetch priorities alone left the scripts' whole download in
 * the simulated largest paint.
 *
 * The page's own chunks are not preloaded either: measured on /deals, they made the browser
 * hydrate about 0.35 s sooner on a throttled phone, but cost +1 s of simulated LCP, -8 points.
 */

/** Where the loader is served (`app/public/`). */
export const SCRIPTS_AFTER_PAINT = '/scripts-after-paint.js';

const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * `template` (the built index.html) with its entry module and module preloads replaced by the
 * deferred loader, which requests them once the page has been painted.
 */
export function withScriptsAfterPaint(template: string): string {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script to load after the first paint.');
  const preloads = [...template.matchAll(PRELOAD)].map((match) => match[1]);
  return template
    .replace(PRELOAD, '')
    .replace(ENTRY, () => `<script src="${SCRIPTS_AFTER_PAINT}" defer data-entry="${entry}" data-preloads="${preloads.join(' ')}"></script>`);
}

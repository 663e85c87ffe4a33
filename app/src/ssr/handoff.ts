/**
 * What a server-rendered page hands to the browser beside its HTML (issue 12): the URL it was
 * rendered for, the render's environment (`environment.tsx`), the resources it loaded
 * (`data/prerender.tsx`), the router's hydration data, how many lazy parts it holds, and who it
 * was rendered for (issue 32: `AuthProvider` starts from that user).
 * `main.tsx` hydrates with it; a page without it (a protected page, a static host's fallback)
 * renders in the browser as before.
 *
 * It travels as a JSON data block, not a script that runs: the Content-Security-Policy allows
 * no inline script.
 */
import type { HydrationState } from 'react-router-dom';
import type { HandedEntry } from '../data/prerender';
import type { RenderedFor } from '../auth';
import type { RenderEnvironment } from './environment';

export interface SsrHandoff {
  /** The path and query the HTML was rendered for. */
  url: string;
  environment: RenderEnvironment;
  entries: Record<string, HandedEntry>;
  router: HydrationState;
  /** How many lazy parts (`lazyPart`) the HTML holds: the document has hydrated once they all have. */
  parts: number;
  /** Who the page was rendered for: the signed-in visitor (the server verified their cookie), 'guest' (no sign-in cookie) or null (unknown). */
  renderedFor: RenderedFor;
}

const HANDOFF_ID = 'spur-ssr';

/** The hand-off as a JSON data block; nothing in the data can close the element. */
export function handoffScript(handoff: SsrHandoff): string {
  const json = JSON.stringify(handoff).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HANDOFF_ID}">${json}</script>`;
}

/** The hand-off of this page when its HTML was rendered for this very URL, else null. */
export function currentHandoff(): SsrHandoff | null {
  const text = document.getElementById(HANDOFF_ID)?.textContent;
  const handoff = text ? (JSON.parse(text) as SsrHandoff) : null;
  return handoff && handoff.url === `${location.pathname}${location.search}` ? handoff : null;
}

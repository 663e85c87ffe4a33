/**
 * Zod, as every schema of the contract gets it. Zod compiles object parsers with `new Function`
 * unless told not to, and probes for it whenever an object schema is built. The server's
 * Content-Security-Policy refuses eval, so in the browser that probe is a CSP violation logged
 * on every page (Lighthouse's best-practices audit counts it). Turned off here, before any schema
 * exists (a module's imports run before its body), nothing probes eval; the interpreted parsers
 * are fast enough for API answers. The contract's modules import `z` from here, not from 'zod',
 * so zod loads (and is configured) only with the chunks that use a schema, never with the
 * home page's entry. The package's `sideEffects` names this file so no bundler drops the call.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };

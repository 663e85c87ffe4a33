/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it the first
 * time an object schema is built. The server's Content-Security-Policy refuses eval, so in the
 * browser that probe is a CSP violation logged on every page (Lighthouse's best-practices audit
 * counts it). Turning the compiler off before any schema exists means nothing ever probes eval;
 * the interpreted parsers are fast enough for API answers. This module must stay the entry's first
 * import: ES modules evaluate in import order, so the schemas below it are built jitless. The
 * package's `sideEffects` lists this file and the entry: a bundler drops the bare imports of an
 * entry it thinks pure, and this one would be gone from the browser build.
 */
import { z } from 'zod';

z.config({ jitless: true });

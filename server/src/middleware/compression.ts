/**
 * Text answers (API JSON, the OpenAPI document, generated scripts) compressed on the fly: brotli
 * at a fast level or gzip, as the client accepts; identity when it accepts neither or sends no
 * Accept-Encoding. Every answer carries `Vary: Accept-Encoding`. Built files opt out with
 * `ctx.compress = false`: they are precompressed at build time.
 */
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Below this many bytes compression saves less than it costs (koa-compress's default too). */
export const COMPRESS_THRESHOLD = 1024;

export function compressResponses(): Middleware {
  return compress({ threshold: COMPRESS_THRESHOLD, br: {}, gzip: {}, deflate: false, zstd: false });
}

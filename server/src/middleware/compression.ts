// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration (negotiator ships no types) must reach every package that compiles this file
/// <reference path="./negotiator.d.ts" />
/**
 * Text answers (API JSON, the OpenAPI document, generated scripts) compressed on the fly: brotli
 * at a fast level or gzip, as the client accepts; identity when it accepts neither or sends no
 * Accept-Encoding. Every answer carries `Vary: Accept-Encoding`. Built files opt out with
 * `ctx.compress = false`: they are precompressed at build time. The catalogue cache compresses
 * its answers once with `encodeBody`, negotiated exactly as here (`negotiateEncoding`).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Middleware } from 'koa';
import compress from 'koa-compress';
import Negotiator from 'negotiator';

/** Below this many bytes compression saves less than it costs (koa-compress's default too). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli at a fast level (koa-compress's default); gzip at zlib's default. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = {};

export type ContentCoding = 'br' | 'gzip' | 'identity';

export function compressResponses(): Middleware {
  return compress({ threshold: COMPRESS_THRESHOLD, br: BROTLI_OPTIONS, gzip: GZIP_OPTIONS, deflate: false, zstd: false });
}

/** koa-compress's choice for this Accept-Encoding (`*` means gzip, none means identity). */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const header = acceptEncoding === '*' ? 'gzip' : acceptEncoding;
  const chosen = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(['br', 'gzip', 'identity'], {
    preferred: ['br', 'gzip', 'identity'],
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The body in `coding`, with the same settings as the on-the-fly compression. */
export function encodeBody(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'br') return brotli(body, BROTLI_OPTIONS);
  if (coding === 'gzip') return gzipped(body, GZIP_OPTIONS);
  return Promise.resolve(body);
}

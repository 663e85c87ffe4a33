/**
 * Serves the API's own description, before the API's 404 for unknown /api paths:
 * `/api/openapi.json` (generated from the contract once, on first request) and `/api/docs`, a
 * Swagger UI reference page whose files come from the swagger-ui-dist package (no CDN: works
 * offline, and its scripts are same-origin files, as the Content-Security-Policy requires).
 *
 * Each file is compressed once, on first request (brotli or gzip as the client accepts, identity
 * otherwise), kept in memory, and revalidated by ETag: never compressed per request.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { COMPRESS_THRESHOLD } from '../middleware/compression';
import { buildOpenApiDocument } from './document';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const brotli = promisify(brotliCompress);
const gzipBuffer = promisify(gzip);

interface Asset {
  type: string;
  content: Buffer;
  etag: string;
  /** Compressed once, on first demand. */
  br: () => Promise<Buffer>;
  gzip: () => Promise<Buffer>;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= make());
}

function asset(type: string, content: Buffer): Asset {
  return {
    type,
    content,
    etag: `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`,
    // Quality 9: ~0.25 s once for Swagger UI's 1.7 MB bundle (11 would take ~3 s for 8 % less).
    br: once(() => brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } })),
    gzip: once(() => gzipBuffer(content, { level: zlib.Z_BEST_COMPRESSION })),
  };
}

async function sendAsset(ctx: Context, file: Asset): Promise<void> {
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', 'no-cache');
  ctx.type = file.type;
  ctx.etag = file.etag;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = file.content.length < COMPRESS_THRESHOLD ? 'identity' : ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = await file[encoding]();
  } else {
    ctx.body = file.content;
  }
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Spur API reference</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

/** Swagger UI's start-up, as a file: the Content-Security-Policy allows no inline script. */
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Never send the document to the public validator (swagger.io): the page works offline.
  validatorUrl: null,
});
`;

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerFile = (name: string, type: string) => once(async () => asset(type, await readFile(path.join(swaggerDir, name))));

/** Everything the docs serve, by path: each built on first request. */
const files: Record<string, () => Promise<Asset>> = {
  [OPENAPI_PATH]: once(async () => asset('application/json', Buffer.from(JSON.stringify(buildOpenApiDocument())))),
  [DOCS_PATH]: once(async () => asset('text/html; charset=utf-8', Buffer.from(PAGE))),
  [`${DOCS_PATH}/init.js`]: once(async () => asset('application/javascript; charset=utf-8', Buffer.from(INIT))),
  [`${DOCS_PATH}/swagger-ui-bundle.js`]: swaggerFile('swagger-ui-bundle.js', 'application/javascript; charset=utf-8'),
  [`${DOCS_PATH}/swagger-ui.css`]: swaggerFile('swagger-ui.css', 'text/css; charset=utf-8'),
};

export function apiDocs(): Middleware {
  return async (ctx, next) => {
    const file = files[ctx.path];
    if (!file || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    await sendAsset(ctx, await file());
  };
}

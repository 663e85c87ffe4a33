/**
 * A tiny static file server for the demo build (`app/dist-demo`), with the SPA fallback a static
 * host gives: a path with a file serves it, a page path (no file extension) serves `<path>.html`
 * when there is one (the demo's prerendered pages), else `404.html` (the app's shell) when the
 * build has one, else `index.html`; a missing file with an extension is 404. Started by global
 * setup on a free loopback port, in the runner's own process, and closed by its teardown.
 *
 * Like a static host with precompressed files (nginx's brotli_static/gzip_static, Netlify,
 * Cloudflare Pages), it sends a file's `.br` or `.gz` twin, which the build writes beside every
 * text file, when the request accepts that encoding; otherwise the file itself.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  url: string;
  /** Requests answered 404, for the suite to report (a missing asset is a bug of the build). */
  notFound: string[];
  close(): Promise<void>;
}

/** The encodings a file may have a twin in, in order of preference, with the twin's suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings `Accept-Encoding` accepts (q above 0); `identity` is always acceptable. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

async function isFile(file: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ?? false;
}

/** The file a URL path names inside `root`, if there is one (never a path outside it). */
async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return undefined;
  return (await isFile(file)) ? file : undefined;
}

export async function startStaticServer(rootDir: string, options: { host?: string; port?: number } = {}): Promise<StaticServer> {
  const root = path.resolve(rootDir);
  const host = options.host ?? '127.0.0.1';
  const notFound: string[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      let file = await fileAt(root, urlPath === '/' ? '/index.html' : urlPath);
      // The demo prerenders its home page (index.html), /deals (deals.html) and the seed deals'
      // pages (deals/<id>.html); other pages start from the shell (404.html).
      const pagePath = !file && !path.posix.basename(urlPath).includes('.');
      if (pagePath) file = (await fileAt(root, `${urlPath.replace(/\/$/, '')}.html`)) ?? (await fileAt(root, '/404.html')) ?? path.join(root, 'index.html');
      if (!file) {
        notFound.push(urlPath);
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const headers: Record<string, string> = {
        'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        // Hashed assets could be cached for a year; the suite serves fresh builds, so revalidate all.
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
      };
      const accepted = acceptedEncodings(req.headers['accept-encoding']);
      for (const encoding of ENCODINGS) {
        if (!accepted.has(encoding.name)) continue;
        // The twin sits on disk beside a file already found: a plain path, not a URL to decode.
        const twin = `${file}${encoding.suffix}`;
        if (!(await isFile(twin))) continue;
        file = twin;
        headers['Content-Encoding'] = encoding.name;
        break;
      }
      if (req.method === 'HEAD') {
        res.writeHead(200, headers).end();
        return;
      }
      const stream = createReadStream(file);
      stream.once('open', () => {
        res.writeHead(200, headers);
        stream.pipe(res);
      });
      stream.once('error', (error) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
        else res.destroy(error);
      });
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    notFound,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

#!/usr/bin/env node
// The static demo's first paint (issue 12), after `vite build --mode demo` and its server entry
// (`vite build --mode demo --ssr`): `dist-demo/index.html` becomes the home page rendered with
// no data (the "Happening near you" strip shows its placeholders until the in-browser backend,
// loading in parallel, answers), and `404.html` keeps the plain shell for every other page
// (static hosts serve it for unknown paths; the browser renders those pages as before). The
// index's precompressed twins are written again for the new content.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(appDir, 'dist-demo');
const ssrDir = path.join(appDir, 'dist-demo-ssr');
const index = path.join(distDir, 'index.html');

const { render, intoDocument } = await import(path.join(ssrDir, 'entry-server.js'));
const shell = await readFile(index, 'utf8');
const home = await render('/', { apiOrigin: null, locale: 'en-US', dataTimeoutMs: 0 });
if (!home) throw new Error('prerender-demo: the home page did not render.');
const html = intoDocument(shell, home);

await writeFile(path.join(distDir, '404.html'), shell);
await writeFile(index, html);
await writeFile(`${index}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
await writeFile(`${index}.gz`, gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }));
// The server entry is a build step, not part of the static site.
await rm(ssrDir, { recursive: true, force: true });
console.info(`prerender-demo: ${path.relative(appDir, index)} is the home page (${html.length} bytes); 404.html is the shell.`);

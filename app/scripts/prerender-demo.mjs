#!/usr/bin/env node
// The static demo's first paint (issue 12), after `vite build --mode demo` and its server entry
// (`vite build --mode demo --ssr`): the public pages a visitor lands on are rendered with no data,
// so they paint at once and the in-browser backend loads in parallel with them (its chunks are
// preloaded with the page's, by the same after-paint loader as the full stack's pages): the home page
// (`index.html`: the "Happening near you" strip shows its placeholders), the deals list
// (`deals.html`: its card skeletons) and each seed deal's page (`deals/<id>.html`: its loading
// state). Static hosts serve `<path>.html` for `<path>` (GitHub Pages, Netlify, e2e's static
// server). `404.html` keeps the plain shell for every other page (static hosts serve it for
// unknown paths; the browser renders those pages as before). Every page gets precompressed twins.
//
// Run through tsx (the seed deals' ids come from @spur/demo-data's TypeScript):
// `node --import tsx --conditions=@spur/source scripts/prerender-demo.mjs`.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { DEAL_IDS } from '@spur/demo-data';
import { LOCALES, localePrefix } from '@spur/i18n';

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(appDir, 'dist-demo');
const ssrDir = path.join(appDir, 'dist-demo-ssr');
const index = path.join(distDir, 'index.html');

/** The prerendered pages, in every language (`/es/deals`: `es/deals.html`), and the file each is served from. */
const PAGES = LOCALES.flatMap((locale) => {
  const prefix = localePrefix(locale);
  const dir = prefix ? `${prefix.slice(1)}/` : '';
  return [
    { url: prefix || '/', file: prefix ? `${prefix.slice(1)}.html` : 'index.html' },
    { url: `${prefix}/deals`, file: `${dir}deals.html` },
    ...Object.values(DEAL_IDS).map((id) => ({ url: `${prefix}/deals/${id}`, file: `${dir}deals/${id}.html` })),
  ];
});
/** Where the demo is published, for its pages' canonical and alternate URLs (absolute, as search engines want). */
const PUBLIC_ORIGIN = new URL(process.env.PUBLIC_URL ?? 'http://localhost:4173').origin;

const { render, intoDocument, withScriptsAfterPaint, chunkFiles } = await import(path.join(ssrDir, 'entry-server.js'));
const shell = await readFile(index, 'utf8');
const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
// What every page needs for its data: the in-browser backend.
const backendChunks = chunkFiles(manifest, 'src/demo/mockBackend.ts');
await writeFile(path.join(distDir, '404.html'), shell);
for (const { url, file } of PAGES) {
  // The demo's pages are the guest's: its sign-in lives in the browser.
  const page = await render(url, { apiOrigin: null, publicOrigin: PUBLIC_ORIGIN, dataTimeoutMs: 0, idToken: null, knownGuest: false });
  if (!page) throw new Error(`prerender-demo: ${url} did not render.`);
  // As the full stack's server does: the scripts after the first paint, the page's own chunks and
  // the backend's with them, not one round trip after the entry.
  const html = intoDocument(withScriptsAfterPaint(shell, [...chunkFiles(manifest, page.module), ...backendChunks]), page);
  const target = path.join(distDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, html);
  await writeFile(`${target}.br`, brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
  await writeFile(`${target}.gz`, gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }));
}
// The server entry is a build step, not part of the static site.
await rm(ssrDir, { recursive: true, force: true });
console.info(`prerender-demo: ${PAGES.length} pages prerendered (home, /deals and the seed deals, in ${LOCALES.length} languages); 404.html is the shell.`);

#!/usr/bin/env node
/**
 * Per-route bundle sizes of the built app, from Vite's manifest (`build.manifest: true`).
 *
 *   node scripts/bundle-size.mjs [--dir dist|dist-demo] [--budget 142.7] [--backend-budget 83] [--json]
 *
 * Prints, gzip-compressed:
 *   - the entry (index.html's module and every chunk it imports statically),
 *   - for each page chunk (src/pages/<Name>Page.tsx): its own chunk plus the static imports it
 *     adds beyond the entry, and entry + page together,
 *   - the lazy chunks that must stay off the critical path (aws-amplify; MSW + mock database,
 *     chunk "mockBackend", in demo builds).
 *
 * Fails (exit 1) when the home page's initial JavaScript (entry + HomePage, gzip) exceeds the
 * budget (142.7 KB: 137.7 before issue 30 plus the 5 KB it allows for the languages — the locale
 * in the router, the switcher, the message runtime; 137 until issue 31 put the bell's slot, the
 * sign-in return path and the worker's loader in the entry; the demo build's entry also carries
 * the demo switch), when the demo's
 * in-browser backend (chunk "mockBackend", demo builds) exceeds its budget (83 KB), or when an amplify/mockBackend chunk is reachable from the entry through
 * static imports.
 */
/* eslint-disable no-console -- a command-line report */
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(appDir, option('dir', 'dist'));
const budgetKb = Number(option('budget', '142.7'));
const backendBudgetKb = Number(option('backend-budget', '83'));
const asJson = args.includes('--json');

const manifestPath = join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run \`vite build\` first (build.manifest must be true).`);
  process.exit(2);
}
/** @type {Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Files of a chunk and everything it imports statically (JS only). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of chunk.imports ?? []) staticClosure(dependency, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}
const entryKeys = staticClosure(entryKey);
const entryFiles = filesOf(entryKeys);
const entryJs = sum(entryFiles);
const entryCss = [...entryKeys].flatMap((key) => manifest[key].css ?? []);
const entryCssBytes = sum(new Set(entryCss));

const pages = Object.keys(manifest)
  .map((key) => ({ key, match: /(?:^|\/)src\/pages\/(\w+Page)\.tsx$/.exec(key) }))
  .filter(({ match }) => match)
  .map(({ key, match }) => {
    const files = filesOf(staticClosure(key));
    const added = new Set([...files].filter((file) => !entryFiles.has(file)));
    return { page: match[1], chunk: manifest[key].file, added: sum(added), total: entryJs + sum(added) };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

const lazyPattern = /(^|\/)(amplify|msw|mockBackend)[-.]/;
const pageFiles = new Set(pages.map((page) => page.chunk));
/** Every JS chunk outside the entry's static closure that is not a page: loaded on demand. */
const lazyChunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js') && !entryFiles.has(file) && !pageFiles.has(file))
  .map((file) => ({ file, gzip: gzipBytes(file), critical: lazyPattern.test(file.replace(/^assets\//, '')) }))
  .sort((a, b) => b.gzip - a.gzip);
const leaked = [...entryFiles].filter((file) => lazyPattern.test(file.replace(/^assets\//, '')));

const home = pages.find((page) => page.page === 'HomePage');
const backend = lazyChunks.find((chunk) => /(^|\/)mockBackend[-.]/.test(chunk.file.replace(/^assets\//, '')));
const homeInitial = home ? home.total : entryJs;
const budget = budgetKb * 1024;

if (asJson) {
  console.log(JSON.stringify({ outDir, entry: { js: entryJs, css: entryCssBytes, files: [...entryFiles] }, pages, lazyChunks, homeInitial, budget, backend: backend?.gzip ?? null, backendBudget: backendBudgetKb * 1024 }, null, 2));
} else {
  console.log(`Bundle sizes (gzip -9) of ${outDir}\n`);
  console.log(`Entry (index.html + static imports): ${kb(entryJs)} JS, ${kb(entryCssBytes)} CSS`);
  for (const file of entryFiles) console.log(`    ${file.padEnd(48)} ${kb(gzipBytes(file)).padStart(10)}`);
  console.log('\nRoutes (page chunk + what it adds to the entry; total = entry + page):');
  for (const page of pages) {
    console.log(`  ${page.page.padEnd(24)} +${kb(page.added).padStart(9)}   total ${kb(page.total).padStart(9)}`);
  }
  if (pages.length === 0) console.log('  (no page chunks yet)');
  console.log('\nLoaded on demand, off the critical path (* = must never be in the entry):');
  for (const chunk of lazyChunks) console.log(`  ${chunk.critical ? '*' : ' '} ${chunk.file.padEnd(46)} ${kb(chunk.gzip).padStart(10)}`);
  if (lazyChunks.length === 0) console.log('  (none)');
  console.log(
    `\nHome page initial JS (entry + ${home ? 'HomePage' : 'no HomePage chunk yet'}): ${kb(homeInitial)} of ${budgetKb} KB budget`,
  );
  if (backend) console.log(`Demo backend (mockBackend chunk): ${kb(backend.gzip)} of ${backendBudgetKb} KB budget`);
}

let failed = false;
if (leaked.length > 0) {
  console.error(`\nFAIL: lazy-only chunks are statically imported by the entry: ${leaked.join(', ')}`);
  failed = true;
}
if (homeInitial > budget) {
  console.error(`\nFAIL: the home page's initial JS is ${kb(homeInitial)}, over the ${budgetKb} KB budget.`);
  failed = true;
}
if (backend && backend.gzip > backendBudgetKb * 1024) {
  console.error(`\nFAIL: the demo backend chunk is ${kb(backend.gzip)}, over the ${backendBudgetKb} KB budget.`);
  failed = true;
}
process.exit(failed ? 1 : 0);

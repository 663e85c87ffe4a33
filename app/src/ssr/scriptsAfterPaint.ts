/**
 * The scripts of a server-rendered document (issue 12). Server-side only.
 *
 * The HTML of a rendered page shows its content: its scripts only make it respond. So they are
 * requested after the first paint (`public/scripts-after-paint.js`), never competing with the
 * page's pictures and font for a slow link. Measured with Lighthouse (simulated slow 4G): its
 * model counts every script that finished loading before the largest paint as needed for it,
 * and on loopback they all do, so low fetch priorities alone left the scripts' whole download in
 * the simulated largest paint.
 *
 * The loader also preloads the page's own chunks (`chunkFiles`), so they come with the entry
 * instead of one round trip after it, and Vite's preload helper, finding them in the document,
 * adds no `<link>` of its own (about half a millisecond each, 45 on /deals).
 */

/** Where the loader is served (`app/public/`). */
export const SCRIPTS_AFTER_PAINT = '/scripts-after-paint.js';

const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * `template` (the built index.html) with its entry module and module preloads replaced by the
 * deferred loader, which requests them, and `pageChunks` (the page's own, from `chunkFiles`) but
 * those it lists already, once the page has been painted.
 */
export function withScriptsAfterPaint(template: string, pageChunks: readonly string[] = []): string {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script to load after the first paint.');
  const preloads = new Set([...template.matchAll(PRELOAD)].map((match) => match[1]!));
  for (const file of pageChunks) if (`/${file}` !== entry) preloads.add(`/${file}`);
  return template
    .replace(PRELOAD, '')
    .replace(ENTRY, () => `<script src="${SCRIPTS_AFTER_PAINT}" defer data-entry="${entry}" data-preloads="${[...preloads].join(' ')}"></script>`);
}

/** A chunk of the client build as Vite's manifest (`dist/.vite/manifest.json`) describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The client build's manifest: source module (relative to the app) or chunk key → its chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The files of `module`'s chunk and of every chunk it imports statically, in a stable order. */
export function chunkFiles(manifest: Manifest, module: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, importer?: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build's manifest has no ${key}${importer ? `, which ${importer} imports` : ''}.`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  visit(module);
  return files;
}

/**
 * What a server-rendered document loads (issue 12), from the client build's manifest
 * (`dist/.vite/manifest.json`, Vite's format). Server-side only.
 */

/** A chunk of the client build as Vite's manifest describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The client build's manifest: source module (relative to the app) → its chunk. */
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files of `module`'s chunk and of every chunk it imports statically, in a stable order: what
 * the browser fetches before the page can hydrate. Without them in the HTML it learns of them
 * only once the entry has run and imported the page, one round trip later, and Vite's preload
 * helper then adds one `<link>` per chunk from script (about a millisecond each).
 */
export function chunkFiles(manifest: Manifest, module: string): string[] {
  if (!manifest[module]) throw new Error(`The client build's manifest has no ${module}.`);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build's manifest has no ${key}, which another chunk imports.`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return files;
}

/** The `<head>` of `template` with `module`'s chunks preloaded, but those it preloads already. */
export function withPreloads(template: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return template.replace('</head>', () => `${links}</head>`);
}

/**
 * The scripts of `template` (the entry and its preloads) at low fetch priority: a page whose HTML
 * holds its content needs them to respond, not to show, so its pictures and font go first.
 */
export function withScriptsAfterContent(template: string): string {
  return template.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

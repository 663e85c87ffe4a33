/**
 * The app's build as the server serves it (WEB_DIST): checked once at start, so that a missing or
 * half-copied build stops the server with a message instead of answering every page with a 500.
 * It is read as files and the server entry is imported from disk: the server never imports the
 * app's sources (they are the app's package, above the server).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { loadPageRenderer, type PageRenderer } from './serverRender';

export interface WebBuild {
  distDir: string;
  renderer: PageRenderer;
}

/** The files the server reads, by what they are (for the error message). */
function requiredFiles(web: NonNullable<Config['web']>): Array<[file: string, what: string]> {
  return [
    [path.join(web.distDir, 'index.html'), 'the page template'],
    [path.join(web.distDir, '.vite', 'manifest.json'), "the client build's manifest"],
    [path.join(web.ssrDir, 'entry-server.js'), 'the server-rendering entry'],
  ];
}

export async function loadWebBuild(web: NonNullable<Config['web']>): Promise<WebBuild> {
  const missing = requiredFiles(web).filter(([file]) => !existsSync(file));
  if (missing.length > 0) {
    const list = missing.map(([file, what]) => `${what} (${file})`).join(', ');
    throw new ConfigError(`Invalid configuration: WEB_DIST names no complete app build: missing ${list}. Build it with \`npm run build\`, or set WEB_DIST= (empty) to serve the API alone.`);
  }
  return { distDir: web.distDir, renderer: await loadPageRenderer(web.ssrDir) };
}

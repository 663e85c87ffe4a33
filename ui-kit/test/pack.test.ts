// @vitest-environment node
/// <reference types="node" />
/**
 * The kit is publishable: `npm pack` gives a tarball with the built ESM and declarations (and no
 * sources, tests or stories), and a throwaway project outside the workspace can install that
 * tarball next to react, react-dom and styled-components and server-render a kit component.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const kitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(kitDir, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TEN_MINUTES = 10 * 60 * 1000;

/** Newest modification time of any file under `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Build the kit unless dist/ is newer than every source file and the build config. */
async function buildIfNeeded(): Promise<void> {
  const built = path.join(kitDir, 'dist', 'index.d.ts');
  const inputs = Math.max(
    newestMtime(path.join(kitDir, 'src')),
    ...['package.json', 'vite.config.ts', 'tsconfig.build.json'].map((f) => statSync(path.join(kitDir, f)).mtimeMs),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= inputs) return;
  await run(npm, ['run', 'build'], { cwd: kitDir, maxBuffer: 64 * 1024 * 1024 });
}

/** The version installed in the workspace, so the consumer gets the same one (from the npm cache). */
function workspaceVersion(name: string): string {
  return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

interface PackResult {
  filename: string;
  files: { path: string }[];
}

describe('@spur/ui-kit package', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'spur-kit-pack-'));
  const consumerDir = path.join(workDir, 'consumer');
  let pack: PackResult;
  let tarball: string;

  beforeAll(async () => {
    await buildIfNeeded();
    const { stdout } = await run(npm, ['pack', '--json', '--pack-destination', workDir], {
      cwd: kitDir,
      maxBuffer: 64 * 1024 * 1024,
    });
    // npm may print lifecycle output before the JSON array.
    const [result] = JSON.parse(stdout.slice(stdout.indexOf('['))) as PackResult[];
    if (!result) throw new Error(`npm pack printed no result:\n${stdout}`);
    pack = result;
    tarball = path.join(workDir, pack.filename);
  }, TEN_MINUTES);

  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('ships the built ESM and declarations, and no sources, tests or stories', () => {
    const files = pack.files.map((f) => f.path);
    expect(files).toContain('package.json');
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/fonts.css');
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
    expect(files.filter((f) => /\.(test|spec|stories)\.[jt]sx?$|\.mdx$/.test(f))).toEqual([]);
    expect(existsSync(tarball)).toBe(true);
  });

  it(
    'installs into a project outside the workspace and server-renders a component',
    async () => {
      expect(path.relative(repoRoot, consumerDir).startsWith('..')).toBe(true);
      rmSync(consumerDir, { recursive: true, force: true });
      mkdirSync(consumerDir, { recursive: true });
      writeFileSync(
        path.join(consumerDir, 'package.json'),
        JSON.stringify(
          {
            name: 'spur-kit-consumer',
            private: true,
            type: 'module',
            dependencies: {
              '@spur/ui-kit': `file:${tarball}`,
              react: workspaceVersion('react'),
              'react-dom': workspaceVersion('react-dom'),
              'styled-components': workspaceVersion('styled-components'),
            },
          },
          null,
          2,
        ),
      );
      await run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: consumerDir,
        maxBuffer: 64 * 1024 * 1024,
      });

      // Plain Node ESM, no bundler: the package must resolve through its `exports` map.
      writeFileSync(
        path.join(consumerDir, 'render.mjs'),
        `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ThemeProvider, Button } from '@spur/ui-kit';

const sheet = new ServerStyleSheet();
try {
  const html = renderToString(
    sheet.collectStyles(createElement(ThemeProvider, null, createElement(Button, { type: 'button' }, 'Book Now'))),
  );
  process.stdout.write(JSON.stringify({ html, css: sheet.getStyleTags() }));
} finally {
  sheet.seal();
}
`,
      );
      const { stdout } = await run(process.execPath, ['render.mjs'], { cwd: consumerDir });
      const { html, css } = JSON.parse(stdout) as { html: string; css: string };
      expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*Book Now.*<\/button>/s);
      expect(css).toContain('<style');
      // The kit resolved from the consumer's node_modules, not from the workspace.
      const installed = path.join(consumerDir, 'node_modules', '@spur', 'ui-kit', 'dist', 'index.js');
      expect(existsSync(installed)).toBe(true);
    },
    TEN_MINUTES,
  );
});

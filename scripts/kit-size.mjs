#!/usr/bin/env node
// Prints the published UI kit's size: the gzip size of all of dist's JavaScript, and what an app
// pays for importing only `Button` (a one-line entry bundled and minified with Vite, react,
// react-dom and styled-components left out since the app has them anyway).
//
//   node scripts/kit-size.mjs          builds the kit first when dist/ is missing
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot, run } from './lib/proc.mjs';

const kitDir = path.join(repoRoot, 'ui-kit');
const distDir = path.join(kitDir, 'dist');
const kitPkg = JSON.parse(readFileSync(path.join(kitDir, 'package.json'), 'utf8'));
const peers = Object.keys(kitPkg.peerDependencies ?? {});

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (code) => gzipSync(code, { level: 9 }).length;

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** Bundle `source` as an app entry would and return the minified output. */
async function bundle(source, { externalDeps }) {
  const workDir = path.join(repoRoot, 'node_modules', '.cache', 'spur-kit-size');
  mkdirSync(workDir, { recursive: true });
  const entry = path.join(workDir, 'entry.js');
  writeFileSync(entry, source);
  const deps = Object.keys(kitPkg.dependencies ?? {});
  const external = externalDeps ? [...peers, ...deps] : peers;
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: workDir,
      build: {
        write: false,
        minify: true,
        sourcemap: false,
        lib: { entry, formats: ['es'], fileName: 'out' },
        rolldownOptions: {
          external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    return outputs.filter((o) => o.type === 'chunk').map((o) => o.code).join('\n');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(path.join(distDir, 'index.js'))) {
    const code = await run('npm', ['run', 'build', '-w', '@spur/ui-kit']);
    if (code !== 0) return code;
  }

  const files = jsFiles(distDir);
  const raw = files.reduce((sum, f) => sum + readFileSync(f).length, 0);
  const gzipped = files.reduce((sum, f) => sum + gzip(readFileSync(f)), 0);
  const whole = gzip(Buffer.concat(files.map((f) => readFileSync(f))));

  const buttonOnly = await bundle(`export { Button } from '@spur/ui-kit';\n`, { externalDeps: true });
  const buttonWithDeps = await bundle(`export { Button } from '@spur/ui-kit';\n`, { externalDeps: false });
  const everything = await bundle(`export * from '@spur/ui-kit';\n`, { externalDeps: false });

  console.info(`@spur/ui-kit ${kitPkg.version} (peer dependencies ${peers.join(', ')} not counted)`);
  console.info(`  dist JS, ${files.length} modules:            ${kB(raw)} raw, ${kB(gzipped)} gzip (sum per file), ${kB(whole)} gzip (one stream)`);
  console.info(`  import { Button }, kit code only:   ${kB(buttonOnly.length)} min, ${kB(gzip(buttonOnly))} gzip`);
  console.info(`  import { Button }, with its deps:   ${kB(buttonWithDeps.length)} min, ${kB(gzip(buttonWithDeps))} gzip`);
  console.info(`  import * (whole kit), with deps:    ${kB(everything.length)} min, ${kB(gzip(everything))} gzip`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

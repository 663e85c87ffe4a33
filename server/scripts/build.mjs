#!/usr/bin/env node
// `npm run build -w @spur/server`: the server as plain JavaScript in server/dist, run by `node`
// alone (no tsx): main.js (the server), migrate.js and seed-demo.js (the database commands).
// esbuild bundles the server's own code and the @spur/* workspace packages it uses (their
// exports are TypeScript sources, which Node cannot load); every other package stays an import,
// installed in production from the lockfile (see scripts/lib/prodOutput.mjs at the root).
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${serverDir}dist`;

/** Third-party packages stay imports; workspace packages (and relative paths) are bundled. */
const externalThirdParty = {
  name: 'external-third-party',
  setup(builder) {
    // A workspace package's own `#imports` resolve inside it, so they are bundled with it.
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@spur/') || path.startsWith('#') ? undefined : { path, external: true }));
  },
};

await rm(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', migrate: 'src/db/migrateCli.ts', 'seed-demo': 'src/db/seedCli.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['@spur/source'],
  plugins: [externalThirdParty],
  sourcemap: true,
  logLevel: 'warning',
});
console.info(`server built into ${outdir} in ${Math.round(performance.now() - started)} ms`);

// The production output of `npm run build`, assembled into a folder of its own: what the
// container image holds (Dockerfile) and what `npm run test:prod` installs and runs.
//
//   <dir>/package.json       the runtime dependencies only, at the versions installed here
//   <dir>/package-lock.json  the repository's lockfile pruned to them (same versions as tested)
//   <dir>/server/dist/       the server, bundled (server/scripts/build.mjs)
//   <dir>/app/dist/          the app's client build; app/dist-ssr/ its server-rendering entry
//
// The layout mirrors the repository's, so the server finds the app where it does here
// (WEB_DIST's default). The runtime dependencies are read from the built files themselves (the
// packages the server bundle and the server-rendering bundle import), plus the server's own.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot, run } from './proc.mjs';

/** Folders of the build, relative to the repository and to the output alike. */
const BUILT = ['server/dist', 'app/dist', 'app/dist-ssr'];
/** The built files whose imports are the runtime dependencies. */
const ENTRIES = ['server/dist/main.js', 'server/dist/migrate.js', 'server/dist/seed-demo.js', 'app/dist-ssr/entry-server.js'];

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Every package the built entries import (statically or by a literal dynamic import), through their chunks. */
async function importedPackages() {
  const packages = new Set();
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    outdir: 'analysis', // named only: nothing is written
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'collect-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
            if (!isBuiltin(specifier)) packages.add(packageOf(specifier));
            return { path: specifier, external: true };
          });
        },
      },
    ],
  });
  return [...packages].sort();
}

/** The server's declared third-party dependencies: some are read as files, which no import shows (swagger-ui-dist). */
async function serverDependencies() {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, 'server', 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@spur/'));
}

async function installedVersion(name) {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.version;
}

/** Writes the production output into `dir` (an empty folder); resolves with its runtime dependencies. */
export async function assembleProduction(dir) {
  for (const folder of BUILT) await cp(path.join(repoRoot, folder), path.join(dir, folder), { recursive: true });
  const names = [...new Set([...(await importedPackages()), ...(await serverDependencies())])].sort();
  const spur = names.filter((name) => name.startsWith('@spur/'));
  if (spur.length > 0) throw new Error(`the build imports workspace packages it should bundle: ${spur.join(', ')}`);
  const dependencies = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await installedVersion(name)])));
  const root = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8'));
  const manifest = {
    name: 'spur-production',
    private: true,
    type: 'module',
    engines: root.engines,
    scripts: {
      start: 'node --enable-source-maps server/dist/main.js',
      migrate: 'node server/dist/migrate.js',
      'seed:demo': 'node server/dist/seed-demo.js',
    },
    dependencies,
  };
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  // npm prunes the repository's lockfile to this package.json, keeping every locked version.
  await cp(path.join(repoRoot, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  const code = await run('npm', ['install', '--package-lock-only', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  if (code !== 0) throw new Error(`npm could not prune the lockfile (exit ${code})`);
  // What it keeps of the workspaces is marked extraneous: nothing installs it.
  const lock = JSON.parse(await readFile(path.join(dir, 'package-lock.json'), 'utf8'));
  lock.packages = Object.fromEntries(Object.entries(lock.packages).filter(([, entry]) => !entry.extraneous));
  await writeFile(path.join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  return dependencies;
}

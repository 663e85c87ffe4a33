// `npm run lighthouse`'s production target: what a deployment runs, on loopback. The build
// (`npm run build`: the app when stale, the server always, about a second), a fresh
// `spur_lh_prod_*` database migrated and seeded by the built commands (`npm run migrate`,
// `npm run seed:demo`), two instances of server/dist/main.js under plain node
// (`npm run start:prod`) and Debian's nginx in front of them, as the two-instance test sets it.
// Each piece is pushed onto `cleanups` as soon as it exists, so an interrupted start leaves nothing.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { dropThrowawayDatabase, ensureAppBuilt } from '@spur/local-stack';
import { createDb } from '@spur/server';
import { buildServer, startBehindNginx } from '@spur/test-kit/instance';
import { NGINX_BIN, nginxInstalled } from '@spur/test-kit/nginx';
import { repoRoot } from './proc.mjs';

const DATABASE_PREFIX = 'spur_lh_prod';
const SERVER_DIR = path.join(repoRoot, 'server');
const INSTANCES = 2;

/** Starts the target; resolves with nginx's URL and the database's name. */
export async function startProductionTarget({ adminUrl, logger, cleanups }) {
  if (!nginxInstalled) throw new Error(`the production target needs nginx at ${NGINX_BIN} (apt-get install nginx-light, or set NGINX_BIN)`);
  await ensureAppBuilt(logger);
  await buildServer(SERVER_DIR);

  const database = `${DATABASE_PREFIX}_${randomBytes(6).toString('hex')}`;
  const admin = createDb({ url: adminUrl, poolMax: 1 });
  try {
    await admin.raw(`CREATE DATABASE ${database}`);
  } finally {
    await admin.destroy();
  }
  cleanups.push(() => dropThrowawayDatabase(adminUrl, DATABASE_PREFIX, database));
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  for (const command of ['dist/migrate.js', 'dist/seed-demo.js']) {
    await promisify(execFile)(process.execPath, [command], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_URL: databaseUrl },
    });
  }

  const deployment = await startBehindNginx(SERVER_DIR, INSTANCES, { DATABASE_URL: databaseUrl });
  cleanups.push(() => deployment.stop());
  return { url: deployment.nginx.url, database: `${database} on ${new URL(adminUrl).host}` };
}

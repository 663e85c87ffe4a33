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
import { buildServer, startInstance, waitUntilReady } from '@spur/test-kit/instance';
import { NGINX_BIN, nginxInstalled, startNginx } from '@spur/test-kit/nginx';
import { freePort } from '@spur/test-kit/ports';
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

  const ports = [];
  for (let index = 0; index < INSTANCES; index += 1) ports.push(await freePort());
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    // Dummy ids: tokens are verified against the pool's keys only when one is presented.
    COGNITO_USER_POOL_ID: 'us-east-1_lighthouse',
    COGNITO_CLIENT_ID: 'lighthouse',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  const instances = ports.map((port) => startInstance(SERVER_DIR, port, env));
  cleanups.push(async () => {
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
  });
  await Promise.all(instances.map((instance) => waitUntilReady(instance)));
  const nginx = await startNginx(proxyPort, ports);
  cleanups.push(() => nginx.stop());
  return { url: nginx.url, database: `${database} on ${new URL(adminUrl).host}` };
}

/**
 * One Spur server as its own process, started as production starts it (`npm run start:prod`):
 * the built output under plain `node`, no tsx. The only place in the tests, the bench and
 * `npm run lighthouse` that says how, and how several of them run behind nginx (`startBehindNginx`). They name the server's folder (`serverDir`, @spur/server's),
 * which this kit may not import: it spawns what is built there.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { startNginx, type Nginx } from './nginx';
import { freePort } from './ports';

/** Builds `<serverDir>/dist` from the sources as they are now (esbuild, under a second), so no stale build is run. */
export async function buildServer(serverDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: serverDir });
}

export interface Instance {
  port: number;
  child: ChildProcess;
  /** The process's output so far (for a failure's message). */
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | string>;
}

export function startInstance(serverDir: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString());
    if (chunks.length > 200) chunks.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  return { port, child, output: () => chunks.join(''), exited };
}

/** Waits until `url` answers 200 (a readiness probe), or fails naming what the instance said. */
export async function waitUntilReady(instance: Instance, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void instance.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    const status = await fetch(`http://127.0.0.1:${instance.port}/readyz`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance on port ${instance.port} not ready (${exitedEarly ? 'exited' : 'timed out'}):\n${instance.output()}`);
}

/**
 * Waits until the instance has answered a request other than probes: the proxy sends it traffic
 * again (nginx tries a failed instance with one request once `fail_timeout` is over, and only its
 * answer brings the instance back). Read from its own /metrics.
 */
export async function waitUntilServing(instance: Instance, metricsToken: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const scrape = await fetch(`http://127.0.0.1:${instance.port}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } }).then(
      (response) => response.text(),
      () => '',
    );
    // Not a live stream: those go to any instance at once (nginx.ts); a request of the API.
    const served = scrape.split('\n').filter((line) => /^spur_http_requests_total\{.*route="\/api\//.test(line) && !line.includes('/api/deals/events'));
    if (served.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance on port ${instance.port} got no traffic through the proxy within ${timeoutMs} ms`);
}

export interface InstancesBehindNginx {
  /** The running instances, in the order of `ports` (a test may replace one: restart it on its port). */
  instances: Instance[];
  ports: number[];
  /** Each instance's environment, as given and completed (to restart one alike). */
  env: Record<string, string>;
  nginx: Nginx;
  /** Stops nginx and every instance (`signal`, default SIGTERM) and waits for them. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `count` instances of the built server, each on a free port and ready, behind nginx on another:
 * a deployment on loopback. Every instance gets `env` over these defaults: the proxy's URL as
 * `PUBLIC_URL`, `TRUST_PROXY`, warnings-only logs and placeholder Cognito ids (tokens are checked
 * against the pool only when one is presented). A failed start stops what it started.
 */
export async function startBehindNginx(serverDir: string, count: number, env: Record<string, string>): Promise<InstancesBehindNginx> {
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) ports.push(await freePort());
  const proxyPort = await freePort();
  const fullEnv = {
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    COGNITO_USER_POOL_ID: 'us-east-1_loopback',
    COGNITO_CLIENT_ID: 'loopback-client',
    ...env,
  };
  const instances = ports.map((port) => startInstance(serverDir, port, fullEnv));
  let nginx: Nginx | undefined;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    await nginx?.stop();
    for (const instance of instances) instance.child.kill(signal);
    await Promise.all(instances.map((instance) => instance.exited));
  };
  try {
    await Promise.all(instances.map((instance) => waitUntilReady(instance)));
    nginx = await startNginx(proxyPort, ports);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { instances, ports, env: fullEnv, nginx, stop };
}

/** The real entry point as a process: start, migrate, serve, shut down on SIGTERM. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH } from '@spur/contract';
import { createTestDatabase, type TestDatabase } from '../test/helpers/database';
import { openEventStream } from '../test/helpers/eventStream';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

function startMain(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=@spur/source', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('main.ts', () => {
  it('migrates, serves the API and exits cleanly on SIGTERM', async () => {
    const child = startMain({
      DATABASE_URL: database.url,
      COGNITO_USER_POOL_ID: 'us-east-1_main',
      COGNITO_CLIENT_ID: 'main-client',
      HOST: '127.0.0.1',
      PORT: '0',
      // Embedded Postgres in the PGlite run runs one statement at a time.
      DB_POOL_MAX: '1',
      HOLD_SWEEP_SECONDS: '1',
      // The API alone: the pages need the app's build (prod-check.mjs serves them from the build).
      WEB_DIST: '',
    });
    const exited = once(child, 'exit');
    let port: number | undefined;
    for await (const line of createInterface({ input: child.stdout! })) {
      const entry = JSON.parse(line) as { msg: string; port?: number };
      if (entry.msg === 'Spur API listening') {
        port = entry.port;
        break;
      }
    }
    expect(port).toBeGreaterThan(0);
    const response = await fetch(`http://127.0.0.1:${port}/api/deals`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    // A live stream stays open until the end: it must not hold the shutdown up.
    const stream = await openEventStream(`http://127.0.0.1:${port}${LIVE_EVENTS_PATH}`);
    expect(stream.status).toBe(200);

    const stopping = performance.now();
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    await stream.ended;
    expect(performance.now() - stopping).toBeLessThan(3000);
  });

  it('refuses to start with a message naming the missing variables', async () => {
    const child = startMain({ COGNITO_CLIENT_ID: 'x' });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('COGNITO_USER_POOL_ID is required');
    // The API never falls back to an embedded database (that is the local stack's).
    expect(stderr).toContain('DATABASE_URL is required');
    expect(stderr).not.toContain('COGNITO_CLIENT_ID');
  });

  it('refuses to start when WEB_DIST holds no complete app build, before touching the database', async () => {
    const child = startMain({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      COGNITO_USER_POOL_ID: 'us-east-1_main',
      COGNITO_CLIENT_ID: 'main-client',
      WEB_DIST: serverDir,
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('WEB_DIST names no complete app build');
    expect(stderr).toContain(`the page template (${serverDir}`);
    expect(stderr).toContain('the server-rendering entry');
  });
});

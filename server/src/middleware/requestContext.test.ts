/** Request ids: on every answer (errors too) and on every log line written while answering. */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@spur/domain';
import { createLogger } from '../logger';
import type { AppState } from './context';
import { errorHandler } from './errorHandler';
import { requestContext } from './requestContext';

const lines: string[] = [];
const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
let base: string;
let close: () => void;

beforeAll(async () => {
  const app = new Koa<AppState>();
  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(async (ctx) => {
    ctx.state.log.info('route line');
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A service logs through the app's logger, after an await: the scope still names the request.
    logger.warn('service line');
    if (ctx.path === '/conflict') throw new AppError(409, 'Taken');
    if (ctx.path === '/crash') throw new Error('boom');
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const linesOf = (requestId: string) => lines.filter((line) => line.includes(`"requestId":"${requestId}"`));

describe('request ids', () => {
  it('are on every answer and on each of its log lines, once; errors included', async () => {
    for (const [path, status, count] of [['/ok', 200, 3], ['/conflict', 409, 3], ['/crash', 500, 4]] as const) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(status);
      const requestId = response.headers.get('x-request-id')!;
      expect(requestId).toMatch(/^[\w-]{36}$/);
      const logged = linesOf(requestId);
      // route line, service line, (the 500's error,) the request line
      expect(logged.map((line) => JSON.parse(line).msg)).toHaveLength(count);
      for (const line of logged) expect(line.split('"requestId"')).toHaveLength(2);
    }
  });

  it('keep a sane incoming X-Request-Id (a proxy’s) and replace anything else', async () => {
    const kept = await fetch(`${base}/ok`, { headers: { 'X-Request-Id': 'nginx-3f2a.1' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-3f2a.1');
    expect(linesOf('nginx-3f2a.1')).toHaveLength(3);
    for (const bad of ['has space', 'x'.repeat(65), '<script>']) {
      const replaced = await fetch(`${base}/ok`, { headers: { 'X-Request-Id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    }
  });

  it('are on no line written outside a request', () => {
    logger.info('between requests');
    expect(lines.at(-1)).not.toContain('requestId');
  });
});

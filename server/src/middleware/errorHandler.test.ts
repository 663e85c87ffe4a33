import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { AppError } from '@spur/domain';
import type { AppState } from './context';
import { errorHandler } from './errorHandler';

/** A bare app whose only route throws `error`, answered through the error middleware. */
async function answerFor(error: unknown) {
  const app = new Koa<AppState>();
  const logged: unknown[] = [];
  app.use(async (ctx, next) => {
    ctx.state.log = pino({ level: 'silent' });
    ctx.state.log.error = ((...args: unknown[]) => logged.push(args)) as never;
    await next();
  });
  app.use(errorHandler());
  app.use(() => {
    throw error;
  });
  const server = app.listen(0);
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, text: await response.text(), logged };
  } finally {
    server.close();
  }
}

describe('errorHandler', () => {
  it('answers an AppError with its status and message', async () => {
    expect(await answerFor(new AppError(409, 'Taken'))).toMatchObject({ status: 409, text: '{"message":"Taken"}' });
  });

  it('answers a zod error with 400 and its first issue', async () => {
    const error = z.object({ a: z.string({ error: 'A is needed' }), b: z.string({ error: 'B' }) }).safeParse({}).error;
    expect(await answerFor(error)).toMatchObject({ status: 400, text: '{"message":"A is needed"}' });
  });

  it('hides unexpected errors behind a generic 500 and logs them', async () => {
    const answer = await answerFor(new Error('connection refused at db.internal:5432'));
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toEqual({ message: MESSAGES.internalError });
    expect(answer.text).not.toContain('db.internal');
    expect(answer.logged).toHaveLength(1);
  });

  it('passes on client http-errors from Koa itself', async () => {
    const error = Object.assign(new Error('Payload mismatch'), { status: 422, expose: true });
    expect(await answerFor(error)).toMatchObject({ status: 422, text: '{"message":"Payload mismatch"}' });
  });
});

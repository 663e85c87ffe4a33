import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, MESSAGES } from '@spur/contract';
import { AppError, notFound } from '@spur/domain';
import { loadServerCatalogs } from '../i18n';
import type { AppState } from './context';
import { errorHandler } from './errorHandler';

/** A bare app whose only route throws `error`, answered through the error middleware. */
async function answerFor(error: unknown, headers: Record<string, string> = {}) {
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
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return { status: response.status, text: await response.text(), vary: response.headers.get('vary'), logged };
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

  it("answers in the request's language, English for one Spur does not speak", async () => {
    loadServerCatalogs();
    expect(await answerFor(notFound(MESSAGES.dealNotFound), { 'Accept-Language': 'es-MX,es;q=0.9' })).toMatchObject({ status: 404, text: '{"message":"Oferta no encontrada"}', vary: 'Accept-Language' });
    const error = z.object({ title: z.string().max(3, { error: () => MESSAGES.tooLong(FIELD_NAMES.title, 3) }) }).safeParse({ title: 'long' }).error;
    expect(await answerFor(error, { 'Accept-Language': 'zh-CN' })).toMatchObject({ status: 400, text: '{"message":"标题最多 3 个字符。"}' });
    expect(await answerFor(notFound(MESSAGES.dealNotFound), { 'Accept-Language': 'fr' })).toMatchObject({ text: `{"message":"${MESSAGES.dealNotFound}"}` });
  });

  it('passes on client http-errors from Koa itself', async () => {
    const error = Object.assign(new Error('Payload mismatch'), { status: 422, expose: true });
    expect(await answerFor(error)).toMatchObject({ status: 422, text: '{"message":"Payload mismatch"}' });
  });
});

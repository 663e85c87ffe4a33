import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { MESSAGES } from '@spur/contract';
import { AppError, toHttpError } from './errors';
import { bearerToken, handleRequest, normalizeInput, singleValues, type Authenticator, type PipelineRequest } from './pipeline';

interface User {
  id: string;
  business: boolean;
}

const accounts: Record<string, User> = { good: { id: 'u1', business: false }, biz: { id: 'u2', business: true } };
const auth: Authenticator<User> = {
  async authenticate(token) {
    const user = accounts[token];
    if (!user) throw new AppError(401, MESSAGES.invalidToken);
    return user;
  },
  isBusiness: (user) => user.business,
};

function request(overrides: Partial<PipelineRequest> & { body?: unknown } = {}): PipelineRequest & { bodyRead: () => boolean } {
  let read = false;
  return {
    authorization: undefined,
    params: {},
    query: {},
    async readBody() {
      read = true;
      if (overrides.body instanceof Error) throw overrides.body;
      return overrides.body ?? {};
    },
    bodyRead: () => read,
    ...overrides,
  };
}

const answer = (promise: Promise<unknown>) => promise.then((result) => result, toHttpError);
const validDeal = { title: 'Kayak', price: 20 };

describe('handleRequest', () => {
  it('authenticates before role, id, body and schema', async () => {
    const req = request({ params: { id: 'nope' }, body: new AppError(400, MESSAGES.invalidJson) });
    expect(await answer(handleRequest('updateDeal', req, auth, () => ({}) as never))).toEqual({ status: 401, body: { message: MESSAGES.authRequired } });
    expect(await answer(handleRequest('updateDeal', { ...req, authorization: 'Bearer bad' }, auth, () => ({}) as never))).toEqual({ status: 401, body: { message: MESSAGES.invalidToken } });
    expect(await answer(handleRequest('updateDeal', { ...req, authorization: 'Bearer good' }, auth, () => ({}) as never))).toEqual({ status: 403, body: { message: MESSAGES.businessRequired } });
    expect(req.bodyRead()).toBe(false);
  });

  it('answers a malformed id with the resource\'s 404 before reading the body', async () => {
    const req = request({ authorization: 'Bearer biz', params: { id: 'nope' }, body: new AppError(400, MESSAGES.invalidJson) });
    expect(await answer(handleRequest('updateDeal', req, auth, () => ({}) as never))).toEqual({ status: 404, body: { message: MESSAGES.dealNotFound } });
    expect(req.bodyRead()).toBe(false);
  });

  it('reads the body, then validates it (first issue), then calls the handler with the caller', async () => {
    const bad = request({ authorization: 'Bearer biz', body: new AppError(413, MESSAGES.bodyTooLarge) });
    expect(await answer(handleRequest('createDeal', bad, auth, () => ({}) as never))).toEqual({ status: 413, body: { message: MESSAGES.bodyTooLarge } });
    const invalid = request({ authorization: 'Bearer biz', body: [validDeal] });
    expect(await answer(handleRequest('createDeal', invalid, auth, () => ({}) as never))).toEqual({ status: 400, body: { message: MESSAGES.fillRequiredFields } });
    const ok = request({ authorization: 'bearer  biz', body: { ...validDeal, title: 'Ka\0yak' } });
    const result = await handleRequest('createDeal', ok, auth, ({ body, user }) => ({ title: body.title, owner: user?.id }) as never);
    expect(result).toEqual({ status: 201, body: { title: 'Kayak', owner: 'u2' } });
  });

  it('lets guests through optional endpoints, but checks a bearer that is sent', async () => {
    const handler = async ({ user }: { user: User | undefined }) => ({ url: user?.id ?? 'guest', hold_expires_at: '2026-11-20T17:15:00.000Z' });
    const body = { dealId: '00000000-0000-4000-8000-000000000000', amount: 100 };
    expect(await handleRequest('createCheckout', request({ body }), auth, handler)).toEqual({ status: 200, body: { url: 'guest', hold_expires_at: '2026-11-20T17:15:00.000Z' } });
    expect(await answer(handleRequest('createCheckout', request({ body, authorization: 'Bearer bad' }), auth, handler))).toMatchObject({ status: 401 });
  });

  it('parses the query with one value per key', async () => {
    const req = request({ query: { limit: ['5', '7'], category: 'beach' } });
    const { body } = await handleRequest('listDeals', req, auth, ({ query }) => [query] as never);
    expect(body).toEqual([expect.objectContaining({ limit: 5, category: 'beach', offset: 0 })]);
  });
});

describe('toHttpError', () => {
  it('maps AppError, zod errors, exposed client errors, and hides the rest as 500', () => {
    expect(toHttpError(new AppError(409, 'x'))).toEqual({ status: 409, body: { message: 'x' } });
    expect(toHttpError(new ZodError([{ code: 'custom', message: 'first', path: [], input: 1 }]))).toEqual({ status: 400, body: { message: 'first' } });
    expect(toHttpError(Object.assign(new Error('Bad'), { status: 415, expose: true }))).toEqual({ status: 415, body: { message: 'Bad' } });
    expect(toHttpError(Object.assign(new Error('secret'), { status: 503, expose: true }))).toEqual({ status: 500, body: { message: MESSAGES.internalError } });
    expect(toHttpError(new Error('secret'))).toEqual({ status: 500, body: { message: MESSAGES.internalError } });
  });
});

describe('input helpers', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc ', 'abc'],
    ['Bearer email:someone@example.com', 'email:someone@example.com'],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['Bearer', undefined],
    ['Bearer    ', undefined],
    ['Basic abc', undefined],
    ['abc.def.ghi', undefined],
  ])('read the bearer of %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it('remove NULs and replace lone surrogates everywhere', () => {
    expect(normalizeInput({ a: ['x\0y'], b: 'q\uD800' })).toEqual({ a: ['xy'], b: 'q\uFFFD' });
    expect(singleValues({ a: ['1\0', '2'], b: undefined })).toEqual({ a: '1', b: undefined });
  });
});

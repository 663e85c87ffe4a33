import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { DEAL_IDS } from '@spur/demo-data';
import { ADVENTURES, TRAVELER, api, idToken, useMockServer } from './helpers';

describe('HTTP conventions (CONTRIBUTING error order)', () => {
  const mock = useMockServer();

  it('answers 404 "Not found" for unknown API paths and methods', async () => {
    expect(await api('GET', '/api/nothing-here')).toEqual({ status: 404, body: { message: MESSAGES.notFound } });
    expect(await api('PATCH', '/api/deals')).toEqual({ status: 404, body: { message: MESSAGES.notFound } });
    expect(await api('GET', '/api/users/init/extra')).toEqual({ status: 404, body: { message: MESSAGES.notFound } });
  });

  it('reads invalid JSON as 400 and oversized bodies as 413', async () => {
    const token = await idToken(mock, ADVENTURES);
    expect(await api('POST', '/api/deals', { token, rawBody: '{"title": ' })).toEqual({
      status: 400,
      body: { message: MESSAGES.invalidJson },
    });
    expect(await api('POST', '/api/contact', { rawBody: '"just a string"' })).toEqual({
      status: 400,
      body: { message: MESSAGES.invalidJson },
    });
    expect(await api('POST', '/api/contact', { rawBody: JSON.stringify({ message: 'x'.repeat(120_000) }) })).toEqual({
      status: 413,
      body: { message: MESSAGES.bodyTooLarge },
    });
    // Arrays and non-JSON content types name no fields: the schema's first message.
    expect(await api('POST', '/api/contact', { rawBody: '[]' })).toEqual({ status: 400, body: { message: MESSAGES.fillAllFields } });
    expect(
      await api('POST', '/api/contact', { rawBody: 'name=a', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    ).toEqual({ status: 400, body: { message: MESSAGES.fillAllFields } });
  });

  it('checks authentication before the body, role before input, malformed ids before the body', async () => {
    expect(await api('POST', '/api/deals', { rawBody: '{broken' })).toEqual({ status: 401, body: { message: MESSAGES.authRequired } });
    const traveler = await idToken(mock, TRAVELER);
    expect(await api('POST', '/api/deals', { token: traveler, rawBody: '{broken' })).toEqual({
      status: 403,
      body: { message: MESSAGES.businessRequired },
    });
    const business = await idToken(mock, ADVENTURES);
    expect(await api('PUT', '/api/deals/not-a-uuid', { token: business, rawBody: '{broken' })).toEqual({
      status: 404,
      body: { message: MESSAGES.dealNotFound },
    });
    expect(await api('PUT', `/api/deals/${DEAL_IDS.jazzNight}`, { token: business, rawBody: '{broken' })).toEqual({
      status: 400,
      body: { message: MESSAGES.invalidJson },
    });
  });

  it('never answers 5xx to hostile input', async () => {
    const token = await idToken(mock, ADVENTURES);
    const payloads = [
      { title: "'; DROP TABLE deals; --", price: 10 },
      { title: '<script>alert(1)</script>', price: 10, description: '<img src=x onerror=alert(1)>' },
      { title: { $gt: '' }, price: 10 },
      { title: 'A', price: Number.MAX_VALUE },
      { title: 'A', price: 10, available_slots: -1 },
      { __proto__: { admin: true }, title: 'A', price: 10 },
    ];
    for (const body of payloads) {
      const res = await api('POST', '/api/deals', { token, body });
      expect(res.status).toBeLessThan(500);
      const answer = res.body as { message?: string; id?: string };
      expect(answer.message ?? answer.id).toEqual(expect.any(String));
    }
    for (const search of ["' OR 1=1 --", '%', '_', '\\', '<b>']) {
      expect((await api('GET', `/api/deals?search=${encodeURIComponent(search)}`)).status).toBe(200);
    }
  });
});

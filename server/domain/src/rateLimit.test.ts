import { expect, it } from 'vitest';
import { MESSAGES } from '@spur/contract';
import { rateLimited, rateWindowStart } from './rateLimit';

it('puts every instant of a window on its start, and the next window on its own', () => {
  const start = new Date('2026-11-01T12:00:00.000Z');
  expect(rateWindowStart(new Date('2026-11-01T12:09:59.999Z'), 600)).toEqual(start);
  expect(rateWindowStart(start, 600)).toEqual(start);
  expect(rateWindowStart(new Date('2026-11-01T12:10:00.000Z'), 600)).toEqual(new Date('2026-11-01T12:10:00.000Z'));
});

it('answers 429 Too many requests', () => {
  expect(rateLimited()).toMatchObject({ status: 429, message: MESSAGES.tooManyRequests });
});

/** Helpers for machine and component tests: controllable promises, sample data, fake tokens. */
import { fromPromise } from 'xstate';
import type { User } from '@spur/contract';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A promise actor that resolves to `value` (or rejects with it when it is an Error), recording inputs. */
export function fakeActor<TOutput, TInput = unknown>(result: TOutput | Error | (() => Promise<TOutput>)) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(async ({ input }) => {
    calls.push(input);
    if (typeof result === 'function') return (result as () => Promise<TOutput>)();
    if (result instanceof Error) throw result;
    return result;
  });
  return Object.assign(logic, { calls });
}

/** A JWT-shaped string with the given payload (unsigned: the app never verifies tokens). */
export { unsignedJwt as fakeJwt } from '@spur/test-kit/jwt';

export const regularUser: User = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'traveler@spur.example',
  full_name: 'Taylor Traveler',
  phone_number: null,
  user_type: 'regular',
  created_at: '2026-01-01T00:00:00.000Z',
};

export const businessUser: User = { ...regularUser, id: '22222222-2222-4222-8222-222222222222', email: 'adventures@spur.example', user_type: 'business' };


/**
 * @spur/mocks/node: the mock backend in Node (msw/node), for unit tests and the contract suite.
 * In memory, with a controllable clock.
 */
import './polyfills';
import { setupServer, type SetupServer } from 'msw/node';
import { createBackend, type MockBackend } from './backend';
import { createClock, type Clock } from './clock';
import { signInUser, type DemoTokens } from './cognito';
import { createHandlers, type CreateHandlersOptions } from './handlers';
import type { Snapshot } from './db/database';
import { randomUuid } from './crypto';
import { watchLiveEvents } from './live/watch';
import type { LiveEvent } from '@spur/contract';

export interface MockServerOptions extends Omit<CreateHandlersOptions, 'backend'> {
  /** Origin of the absolute checkout URLs (default `http://localhost`). */
  origin?: string;
  clock?: Clock;
}

export interface MockServer {
  /** The msw/node server: `listen()`, `use()`, `resetHandlers()`, `close()`. */
  server: SetupServer;
  backend: MockBackend;
  clock: Clock;
  listen(options?: Parameters<SetupServer['listen']>[0]): void;
  close(): void;
  /** Seed data back, clock back to real time, overrides removed. */
  reset(): Promise<void>;
  /** Moves the backend's time forward (holds and tokens expire on the next request). */
  advanceClock(ms: number): void;
  /** Tokens for a pool user (e.g. a demo account), without HTTP. */
  signIn(email: string, password?: string): Promise<DemoTokens>;
  snapshot(): Snapshot;
  restore(snapshot: Snapshot): void;
  /**
   * Reads GET /api/deals/events from now on (the server must be listening); `stop()` resolves with
   * every event of the changes finished before it, in stream order. Both ends are marked by a fence
   * (a `deal_removed` of a random id) published into the feed and awaited on the stream, as the
   * contract suite's server driver does with NOTIFY.
   */
  watchEvents(): Promise<{ stop(): Promise<LiveEvent[]> }>;
}

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const clock = options.clock ?? createClock();
  const backend = createBackend({ clock, origin: options.origin ?? 'http://localhost' });
  const handlers = createHandlers({ ...options, backend });
  const server = setupServer(...handlers);
  return {
    server,
    backend,
    clock,
    listen: (listenOptions) => server.listen({ onUnhandledFrame: 'error', ...listenOptions }),
    close: () => server.close(),
    async reset() {
      // Explicit list: `resetHandlers(...x)` in a test would otherwise become the new baseline.
      server.resetHandlers(...handlers);
      clock.reset();
      await backend.reset();
    },
    advanceClock: (ms) => clock.advance(ms),
    signIn: (email, password) => signInUser(backend, email, password),
    snapshot: () => backend.snapshot(),
    restore: (snapshot) => backend.restore(snapshot),
    async watchEvents() {
      const watch = await watchLiveEvents(options.origin ?? 'http://localhost');
      const fence = async () => {
        const { id } = backend.live.publish({ type: 'deal_removed', deal_id: randomUuid() });
        await watch.next((message) => message.id === id, { timeoutMs: 5000 });
        return watch.messages.findIndex((message) => message.id === id);
      };
      const from = (await fence()) + 1;
      return {
        async stop() {
          const to = await fence();
          watch.close();
          return watch.messages.slice(from, to).map((message) => message.event);
        },
      };
    },
  };
}

export { createBackend, type BackendOptions, type MockBackend, type StorageLike } from './backend';
export { createClock, HOUR, MINUTE, type Clock } from './clock';
export { DEMO_COGNITO, type DemoTokens } from './cognito';
export { createHandlers, overrides, createOverrideHandlers } from './handlers';
export type { Snapshot } from './db/database';
export { outboxOf, type OutboxMail } from './api/mail';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@spur/demo-data';
export { watchLiveEvents, type LiveWatch, type WatchOptions } from './live/watch';

/**
 * The order of a graceful stop (SIGTERM, a rolling restart), all within `timeoutMs`:
 * 1. drain (drain.ts): readiness off, resendable requests refused, live streams told to come
 *    back soon (through the proxy, to another instance), until a quiet spell;
 * 2. stop accepting, let requests in flight finish (cut at the deadline);
 * 3. release the rest (sweeps, listener, pool). A sweep still running at the deadline (a long mail
 *    backlog) is left unfinished: what it claimed (mail leases, holds in their transactions)
 *    another instance takes up again.
 */
import type { Server } from 'node:http';
import { DRAIN_QUIET_MS, type Drain } from './drain';
import type { LiveHub } from '../live/hub';

/** Live clients of a stopping instance come back within this (spread, so not all at once). */
const LIVE_DRAIN_RECONNECT_MS = 1000;

export interface ShutdownParts {
  server: Server;
  drain: Drain;
  live: LiveHub;
  timeoutMs: number;
  release(): Promise<void>;
}

const until = (deadline: number) => {
  let timer: NodeJS.Timeout | undefined;
  const passed = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
  return { passed, cancel: () => clearTimeout(timer) };
};

export async function shutDown({ server, drain, live, timeoutMs, release }: ShutdownParts): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  drain.start();
  // Live streams never go idle: end them, or closing would wait for the forced close.
  live.close({ reconnectWithinMs: LIVE_DRAIN_RECONNECT_MS });
  await drain.settled(DRAIN_QUIET_MS, deadline);

  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections are let go as soon as their request in flight is answered.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 50);
  server.closeIdleConnections();
  const cut = until(deadline);
  await Promise.race([closed, cut.passed.then(() => server.closeAllConnections())]);
  await closed;
  cut.cancel();
  clearInterval(idleSweep);

  const last = until(deadline);
  await Promise.race([release(), last.passed]);
  last.cancel();
}

/**
 * Alerts within seconds, not at the next sweep: every catalogue change reaches each instance's
 * live hub (Postgres NOTIFY), and the moments alerts are about were recorded in the same commit.
 * The relay answers a change by matching the new moments and sending what they queued (push,
 * then mail) at once. Changes that arrive while it runs are taken in one more round, not one each.
 * The maintenance sweep stays the guarantee (a missed notification, a crash between the commit
 * and the send): the relay only makes the common case fast, and on several instances their
 * relays share the work as sweeps do (SKIP LOCKED claims).
 */
import type { Logger } from 'pino';
import type { Services } from '../services';

export interface AlertRelay {
  /** A catalogue change happened: match and send soon. */
  kick(): void;
  /** Resolves once no round is running, the rounds asked for meanwhile included (at once when idle). */
  idle(): Promise<void>;
  /** Waits for a round in progress; later kicks do nothing. */
  stop(): Promise<void>;
}

export function startAlertRelay(options: { services: Pick<Services, 'alerts' | 'pushOutbox' | 'outbox'>; logger: Logger }): AlertRelay {
  const { services, logger } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function round(): Promise<void> {
    try {
      const { alerts } = await services.alerts.deliverMoments();
      if (alerts === 0) return;
      await services.pushOutbox.deliverDue();
      await services.outbox.deliverDue();
    } catch (error) {
      // The sweep delivers what this round could not.
      logger.warn({ err: error }, 'alert relay failed');
    }
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      await round();
    } while (again && !stopped);
    running = undefined;
  }

  return {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = loop();
    },
    idle: () => running ?? Promise.resolve(),
    async stop() {
      stopped = true;
      await running;
    },
  };
}

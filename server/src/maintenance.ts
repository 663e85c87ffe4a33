/**
 * The periodic job of every instance: releases checkout holds that outlived their expiry,
 * passes expired waitlist offers on, publishes what the clock changed (price steps of running
 * drops, deals expiring: live events), matches the moments alerts are about (a failure there is
 * logged and the sweep goes on), prunes finished rate-limit windows, queues the hour-before
 * reminders, delivers the mail outbox (services/outbox.ts) and the push outbox
 * (services/pushOutbox.ts), and transfers each booking's net to its
 * business once owed (@spur/domain's transferDue). Safe on any number of instances at once (the sweep
 * hands each expired hold, and each booking to transfer, to one of them with FOR UPDATE SKIP
 * LOCKED; each stretch of time's events are claimed by one; a transfer's idempotency key is its booking's). Runs once at start (holds may
 * have expired while no instance was up), then every `intervalSeconds`; the timer does not keep
 * the process alive, and `stop()` waits for a sweep in progress.
 */
import type { Logger } from 'pino';
import type { Services } from './services';

/** Holds released per transaction, and at most per run (the next run picks up the rest). */
const BATCH = 500;
const MAX_PER_RUN = 20 * BATCH;

/** What one sweep did (what it logs), or 'failed' (logged too). */
export type SweepReport =
  | { released: number; passedOffers: number; timedEvents: number; alerts: number; pruned: number; reminders: number; mailSent: number; mailFailed: number; pushSent: number; pushGone: number; pushFailed: number; transferred: number }
  | 'failed';

export interface Maintenance {
  /**
   * Runs a sweep that begins after this call and answers its report: one in progress is waited
   * for first, since it may have read the state before the caller's last change. Rejects once stopped.
   */
  runNow(): Promise<SweepReport>;
  stop(): Promise<void>;
}

export function startMaintenance(options: {
  services: Pick<Services, 'inventory' | 'timedEvents' | 'alerts' | 'rateLimiter' | 'waitlist' | 'outbox' | 'pushOutbox' | 'earnings'>;
  intervalSeconds: number;
  /** Rate-limit windows that started longer ago than this are over. */
  rateLimitWindowSeconds: number;
  logger: Logger;
  /** Called after a sweep released holds: freed slots change the catalogue. */
  onHoldsReleased?(): void;
  /** Called after every sweep (metrics). */
  onSweep?(result: { released: number; alerts: number } | 'failed'): void;
}): Maintenance {
  const { services, logger } = options;
  let running: Promise<SweepReport> | undefined;
  let stopped = false;

  /** Alerts made from the recorded moments; a failure is logged and leaves them for the next sweep. */
  async function deliverAlerts(): Promise<number> {
    try {
      return (await services.alerts.deliverMoments()).alerts;
    } catch (error) {
      logger.error({ err: error }, 'alert delivery failed');
      return 0;
    }
  }

  async function sweep(): Promise<SweepReport> {
    try {
      let released = 0;
      let batch: number;
      do {
        batch = await services.inventory.releaseExpiredHolds(BATCH);
        released += batch;
      } while (batch === BATCH && released < MAX_PER_RUN && !stopped);
      // Offers whose claim window is over pass to the next in line (or their spots back on sale).
      const passed = await services.waitlist.passExpiredOffers(MAX_PER_RUN);
      if (released > 0 || passed > 0) options.onHoldsReleased?.();
      const timed = await services.timedEvents.publish();
      // After the timed events (a price step they record is matched in this sweep), before mail.
      const alerts = await deliverAlerts();
      const pruned = await services.rateLimiter.prune(options.rateLimitWindowSeconds);
      const reminders = await services.outbox.queueReminders();
      const mail = await services.outbox.deliverDue();
      // Pushes are a convenience: a push outbox that cannot be read does not hold transfers back.
      const push = await services.pushOutbox.deliverDue().catch((error: unknown) => {
        logger.error({ err: error }, 'push delivery failed');
        return { sent: 0, gone: 0, failed: 0 };
      });
      const transfers = await services.earnings.transferDue();
      for (const { bookingId, error } of transfers.failures) logger.error({ err: error, bookingId }, 'transfer failed');
      const report = { released, passedOffers: passed, timedEvents: timed, alerts, pruned, reminders, mailSent: mail.sent, mailFailed: mail.failed, pushSent: push.sent, pushGone: push.gone, pushFailed: push.failed, transferred: transfers.transferred };
      if (Object.values(report).some((count) => count > 0)) logger.info(report, 'maintenance sweep');
      options.onSweep?.({ released, alerts });
      return report;
    } catch (error) {
      logger.error({ err: error }, 'maintenance sweep failed');
      options.onSweep?.('failed');
      return 'failed';
    }
  }

  // The timer joins a sweep in progress rather than start another beside it.
  const start = () => (running ??= sweep().finally(() => (running = undefined)));
  const timer = setInterval(() => void start(), options.intervalSeconds * 1000);
  timer.unref();
  void start();

  return {
    async runNow() {
      await running;
      if (stopped) throw new Error('the maintenance sweep is stopped');
      return start();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

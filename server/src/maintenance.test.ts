import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { startMaintenance } from './maintenance';

function fakeServices(releases: number[]) {
  const calls = { release: [] as number[], prune: [] as number[], timedEvents: 0 };
  let resolveRelease: (() => void) | undefined;
  const services = {
    inventory: {
      releaseExpiredHolds: vi.fn(async (limit: number) => {
        calls.release.push(limit);
        return releases.shift() ?? 0;
      }),
    },
    waitlist: { passExpiredOffers: vi.fn(async () => 0) },
    timedEvents: {
      publish: vi.fn(async () => {
        calls.timedEvents += 1;
        return 0;
      }),
    },
    alerts: { deliverMoments: vi.fn(async () => ({ moments: 0, alerts: 0 })) },
    rateLimiter: {
      prune: vi.fn(async (seconds: number) => {
        calls.prune.push(seconds);
        await new Promise<void>((resolve) => (resolveRelease = resolve));
        return 0;
      }),
    },
    outbox: {
      queueReminders: vi.fn(async () => 0),
      deliverDue: vi.fn(async () => ({ sent: 0, failed: 0 })),
    },
    pushOutbox: { deliverDue: vi.fn(async () => ({ sent: 0, gone: 0, failed: 0 })) },
    earnings: { transferDue: vi.fn(async () => ({ transferred: 0, failures: [] })) },
  };
  return { services, calls, finishPrune: () => resolveRelease?.() };
}

const logger = pino({ level: 'silent' });

describe('startMaintenance', () => {
  it('sweeps at start in batches until one comes back short, prunes, and repeats on its timer', async () => {
    vi.useFakeTimers();
    try {
      const { services, calls, finishPrune } = fakeServices([500, 500, 12]);
      const onHoldsReleased = vi.fn();
      const onSweep = vi.fn();
      const maintenance = startMaintenance({ services: services as never, intervalSeconds: 60, rateLimitWindowSeconds: 600, logger, onHoldsReleased, onSweep });
      await vi.waitFor(() => expect(calls.prune).toEqual([600]));
      expect(calls.release).toEqual([500, 500, 500]);
      expect(calls.timedEvents).toBe(1);
      expect(services.alerts.deliverMoments).toHaveBeenCalledTimes(1);
      expect(onHoldsReleased).toHaveBeenCalledTimes(1);
      finishPrune();
      // Then the reminders are queued and the mail outbox delivered.
      await vi.waitFor(() => expect(services.outbox.deliverDue).toHaveBeenCalledTimes(1));
      expect(services.outbox.queueReminders).toHaveBeenCalledTimes(1);
      // Counted for the metrics once the whole sweep is done.
      await vi.waitFor(() => expect(onSweep).toHaveBeenCalledWith({ released: 1012, alerts: 0 }));
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(calls.release).toHaveLength(4));
      // That sweep released nothing: the catalogue did not change.
      expect(onHoldsReleased).toHaveBeenCalledTimes(1);
      finishPrune();
      await maintenance.stop();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(calls.release).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runNow waits for the sweep in progress, then sweeps anew and answers its report; stop() waits for the sweep in progress', async () => {
    const { services, calls, finishPrune } = fakeServices([]);
    const maintenance = startMaintenance({ services: services as never, intervalSeconds: 3600, rateLimitWindowSeconds: 60, logger });
    await vi.waitFor(() => expect(calls.prune).toHaveLength(1));
    const next = maintenance.runNow();
    finishPrune();
    await vi.waitFor(() => expect(calls.prune).toHaveLength(2));
    expect(calls.release).toHaveLength(2);
    let stopped = false;
    const stopping = maintenance.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finishPrune();
    await expect(next).resolves.toEqual({ released: 0, passedOffers: 0, timedEvents: 0, alerts: 0, pruned: 0, reminders: 0, mailSent: 0, mailFailed: 0, pushSent: 0, pushGone: 0, pushFailed: 0, transferred: 0 });
    await stopping;
    await expect(maintenance.runNow()).rejects.toThrow('the maintenance sweep is stopped');
    expect(calls.release).toHaveLength(2);
  });

  it('logs a failed sweep and keeps going', async () => {
    const services = {
      inventory: { releaseExpiredHolds: vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(0) },
      waitlist: { passExpiredOffers: vi.fn().mockResolvedValue(0) },
      timedEvents: { publish: vi.fn().mockResolvedValue(0) },
      alerts: { deliverMoments: vi.fn().mockResolvedValue({ moments: 0, alerts: 0 }) },
      rateLimiter: { prune: vi.fn().mockResolvedValue(0) },
    };
    const errors: unknown[] = [];
    const watched = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const onSweep = vi.fn();
    const maintenance = startMaintenance({ services: services as never, intervalSeconds: 3600, rateLimitWindowSeconds: 60, logger: watched, onSweep });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(onSweep).toHaveBeenCalledWith('failed');
    await maintenance.runNow();
    expect(services.rateLimiter.prune).toHaveBeenCalledTimes(1);
    expect(services.waitlist.passExpiredOffers).toHaveBeenCalledTimes(1);
    await maintenance.stop();
  });

  it('logs a failed alert delivery and goes on with the sweep: the mail is still delivered', async () => {
    const { services, calls, finishPrune } = fakeServices([]);
    services.alerts.deliverMoments.mockRejectedValueOnce(new Error('alerts down'));
    const errors: Array<{ msg: string }> = [];
    const watched = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const maintenance = startMaintenance({ services: services as never, intervalSeconds: 3600, rateLimitWindowSeconds: 60, logger: watched });
    await vi.waitFor(() => expect(calls.prune).toHaveLength(1));
    finishPrune();
    await vi.waitFor(() => expect(services.outbox.deliverDue).toHaveBeenCalledTimes(1));
    expect(errors.map((error) => error.msg)).toEqual(['alert delivery failed']);
    const next = maintenance.runNow();
    await vi.waitFor(() => expect(calls.prune).toHaveLength(2));
    finishPrune();
    await expect(next).resolves.toMatchObject({ alerts: 0 });
    expect(services.alerts.deliverMoments).toHaveBeenCalledTimes(2);
    await maintenance.stop();
  });

  it('logs a push outbox that cannot be read and still transfers', async () => {
    const services = {
      inventory: { releaseExpiredHolds: vi.fn().mockResolvedValue(0) },
      waitlist: { passExpiredOffers: vi.fn().mockResolvedValue(0) },
      timedEvents: { publish: vi.fn().mockResolvedValue(0) },
      alerts: { deliverMoments: vi.fn().mockResolvedValue({ moments: 0, alerts: 0 }) },
      rateLimiter: { prune: vi.fn().mockResolvedValue(0) },
      outbox: { queueReminders: vi.fn().mockResolvedValue(0), deliverDue: vi.fn().mockResolvedValue({ sent: 1, failed: 0 }) },
      pushOutbox: { deliverDue: vi.fn().mockRejectedValue(new Error('push_outbox unreadable')) },
      earnings: { transferDue: vi.fn().mockResolvedValue({ transferred: 2, failures: [] }) },
    };
    const errors: Array<{ msg: string; err: { message: string } }> = [];
    const watched = pino({ level: 'error' }, { write: (line: string) => errors.push(JSON.parse(line)) });
    const maintenance = startMaintenance({ services: services as never, intervalSeconds: 3600, rateLimitWindowSeconds: 60, logger: watched });
    await expect(maintenance.runNow()).resolves.toMatchObject({ mailSent: 1, pushSent: 0, pushFailed: 0, transferred: 2 });
    expect(errors[0]).toMatchObject({ msg: 'push delivery failed', err: { message: 'push_outbox unreadable' } });
    await maintenance.stop();
  });
});

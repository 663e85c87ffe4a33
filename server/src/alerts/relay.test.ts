import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { startAlertRelay } from './relay';

function fakeServices(alertsPerRound: number[]) {
  let release: (() => void) | undefined;
  const rounds = [...alertsPerRound];
  return {
    services: {
      alerts: {
        deliverMoments: vi.fn(async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { moments: 1, alerts: rounds.shift() ?? 0 };
        }),
      },
      pushOutbox: { deliverDue: vi.fn(async () => ({ sent: 1, gone: 0, failed: 0 })) },
      outbox: { deliverDue: vi.fn(async () => ({ sent: 0, failed: 0 })) },
    },
    finishRound: async () => {
      await vi.waitFor(() => expect(release).toBeDefined());
      const finish = release!;
      release = undefined;
      finish();
    },
  };
}

const quiet = pino({ level: 'silent' });

describe('the alert relay', () => {
  it('matches the moments a change recorded and sends what they queued, push then mail', async () => {
    const { services, finishRound } = fakeServices([2]);
    const relay = startAlertRelay({ services: services as never, logger: quiet });
    relay.kick();
    await finishRound();
    await relay.stop();
    expect(services.alerts.deliverMoments).toHaveBeenCalledTimes(1);
    expect(services.pushOutbox.deliverDue).toHaveBeenCalledTimes(1);
    expect(services.outbox.deliverDue).toHaveBeenCalledTimes(1);
  });

  it('is idle once its rounds, the one asked for during a round included, are done', async () => {
    const { services, finishRound } = fakeServices([1, 1]);
    const relay = startAlertRelay({ services: services as never, logger: quiet });
    await relay.idle();
    relay.kick();
    relay.kick();
    let idle = false;
    const done = relay.idle().then(() => (idle = true));
    await finishRound();
    await vi.waitFor(() => expect(services.alerts.deliverMoments).toHaveBeenCalledTimes(2));
    expect(idle).toBe(false);
    await finishRound();
    await done;
    expect(services.outbox.deliverDue).toHaveBeenCalledTimes(2);
    await relay.stop();
  });

  it('sends nothing when no alert was made', async () => {
    const { services, finishRound } = fakeServices([0]);
    const relay = startAlertRelay({ services: services as never, logger: quiet });
    relay.kick();
    await finishRound();
    await relay.stop();
    expect(services.pushOutbox.deliverDue).not.toHaveBeenCalled();
    expect(services.outbox.deliverDue).not.toHaveBeenCalled();
  });

  it('takes the changes that arrive during a round in one more round, not one each', async () => {
    const { services, finishRound } = fakeServices([0, 0]);
    const relay = startAlertRelay({ services: services as never, logger: quiet });
    relay.kick();
    relay.kick();
    relay.kick();
    await finishRound();
    await finishRound();
    await relay.stop();
    expect(services.alerts.deliverMoments).toHaveBeenCalledTimes(2);
  });

  it('logs a failed round and still answers the next change', async () => {
    const { services, finishRound } = fakeServices([0]);
    services.alerts.deliverMoments.mockRejectedValueOnce(new Error('db down'));
    const warnings: Array<{ msg: string }> = [];
    const watched = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const relay = startAlertRelay({ services: services as never, logger: watched });
    relay.kick();
    await vi.waitFor(() => expect(warnings.map((warning) => warning.msg)).toEqual(['alert relay failed']));
    relay.kick();
    await finishRound();
    await relay.stop();
    expect(services.alerts.deliverMoments).toHaveBeenCalledTimes(2);
  });

  it('once stopped, ignores changes', async () => {
    const { services } = fakeServices([]);
    const relay = startAlertRelay({ services: services as never, logger: quiet });
    await relay.stop();
    relay.kick();
    expect(services.alerts.deliverMoments).not.toHaveBeenCalled();
  });
});

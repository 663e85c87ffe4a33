/**
 * The instance's one listening connection: a pg client of its own (outside the knex pool, whose
 * connections come and go), LISTENing on the catalogue channel and handing each message to the
 * hub. When the connection drops (the database restarted, a network cut) it reconnects with
 * backoff and then resets the hub, as notifications sent meanwhile are lost.
 */
import pg from 'pg';
import type { Logger } from 'pino';
import { LiveEventSchema } from '@spur/contract';
import { LIVE_CHANNEL } from '../db/liveEvents';
import type { LiveHub } from './hub';

export interface LiveListener {
  stop(): Promise<void>;
}

export interface LiveListenerOptions {
  url: string;
  hub: LiveHub;
  logger: Logger;
  /** First and longest wait between reconnection attempts. */
  backoffMs?: { min: number; max: number };
}

function parse(payload: string | undefined) {
  try {
    const { id, event } = JSON.parse(payload ?? '') as { id: unknown; event: unknown };
    const parsed = LiveEventSchema.safeParse(event);
    return typeof id === 'number' && parsed.success ? { id, event: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves once listening; the first connection's failure rejects (later ones are retried). */
export async function startLiveListener(options: LiveListenerOptions): Promise<LiveListener> {
  const { hub, logger } = options;
  const backoff = options.backoffMs ?? { min: 250, max: 10_000 };
  let client: pg.Client | undefined;
  let delay = backoff.min;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (lostClient: pg.Client, error?: Error) => {
    if (client !== lostClient) return;
    client = undefined;
    void lostClient.end().catch(() => undefined);
    if (stopped) return;
    logger.warn({ err: error }, 'live events: connection lost, reconnecting');
    schedule();
  };
  const schedule = () => {
    retry = setTimeout(() => void reconnect(), delay);
    delay = Math.min(backoff.max, delay * 2);
  };

  async function connect(): Promise<void> {
    // TCP keepalive from 10 s of silence: a connection that died without a word is noticed too.
    const next = new pg.Client({ connectionString: options.url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    next.on('notification', ({ channel, payload }) => {
      if (channel !== LIVE_CHANNEL) return;
      const message = parse(payload);
      if (message) hub.publish(message);
      else logger.error({ payload }, 'live events: unreadable notification');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    delay = backoff.min;
  }

  async function reconnect() {
    try {
      await connect();
      if (stopped) return;
      logger.info('live events: listening again');
      hub.reset();
    } catch (error) {
      if (stopped) return;
      logger.warn({ err: error }, 'live events: reconnection failed');
      schedule();
    }
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

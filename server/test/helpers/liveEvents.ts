/** Reads what the catalogue triggers publish, straight from the channel, on a connection of its own. */
import pg from 'pg';
import type { LiveEvent, LiveMessage } from '@spur/contract';
import { LIVE_CHANNEL } from '../../src/db/liveEvents';

export interface LiveEventsTap {
  /** Every event published since the last call (all committed before it arrived), in order. */
  drain(): Promise<LiveEvent[]>;
  /** The same with ids. */
  drainMessages(): Promise<LiveMessage[]>;
  close(): Promise<void>;
}

export async function tapLiveEvents(url: string): Promise<LiveEventsTap> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`LISTEN ${LIVE_CHANNEL}`);
  let received: LiveMessage[] = [];
  let marker = 0;
  const markers = new Map<string, () => void>();
  client.on('notification', ({ payload = '' }) => {
    const message = JSON.parse(payload) as LiveMessage | { marker: string };
    if ('marker' in message) markers.get(message.marker)?.();
    else received.push(message);
  });

  async function drainMessages() {
    // Notifications arrive in commit order: once a marker sent now arrives, so has everything before it.
    const name = `m${(marker += 1)}`;
    const arrived = new Promise<void>((resolve) => markers.set(name, resolve));
    await client.query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, JSON.stringify({ marker: name })]);
    await arrived;
    markers.delete(name);
    const messages = received;
    received = [];
    return messages;
  }

  return {
    drainMessages,
    drain: async () => (await drainMessages()).map((message) => message.event),
    close: () => client.end(),
  };
}

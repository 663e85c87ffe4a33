import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@spur/contract';
import { createLiveHub, type LiveHub } from './hub';

/** The part of a response the hub uses: what was written, how much waits, whether it was cut. */
class FakeResponse extends EventEmitter {
  written = '';
  writableLength = 0;
  destroyed = false;
  ended = false;
  socket = { destroy: vi.fn() };
  write(bytes: Buffer) {
    this.written += bytes.toString();
    return true;
  }
  destroy() {
    this.destroyed = true;
  }
  end(callback: () => void) {
    this.ended = true;
    callback();
  }
  /** The messages' ids and types, in order. */
  get messages() {
    return [...this.written.matchAll(/(?:id: (\d+)\n)?event: (\w+)\n/g)].map(([, id, type]) => `${id ?? '-'}:${type}`);
  }
}

const deal = (n: number): LiveEvent => ({ type: 'deal', deal_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` });
let hub: LiveHub | undefined;
const newHub = (options: Partial<Parameters<typeof createLiveHub>[0]> = {}) =>
  (hub = createLiveHub({ replay: 3, heartbeatMs: 60_000, bufferBytes: 1000, retryMs: 2000, ...options }));
const attach = (lastEventId?: number) => {
  const res = new FakeResponse();
  hub!.attach(res as unknown as ServerResponse, lastEventId);
  return res;
};
afterEach(() => hub?.close());

describe('the live hub', () => {
  it('keeps the last `replay` messages: replays what followed a kept id, `reload` for an older one', () => {
    newHub();
    for (const id of [11, 12, 13, 14, 15]) hub!.publish({ id, event: deal(id) });
    expect(attach(13).messages).toEqual(['14:deal', '15:deal']);
    expect(attach(15).messages).toEqual([]);
    expect(attach(12).messages).toEqual(['15:reload']);
    const live = attach();
    hub!.publish({ id: 16, event: deal(16) });
    expect(live.messages).toEqual(['16:deal']);
    expect(live.written.startsWith('retry: 2000\n\n')).toBe(true);
  });

  it('after a reset (messages lost) every client reloads, and no kept id is trusted', () => {
    newHub();
    hub!.publish({ id: 1, event: deal(1) });
    const client = attach();
    const changes = vi.fn();
    hub!.onChange(changes);
    hub!.reset();
    expect(client.messages).toEqual(['-:reload']);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(attach(1).messages).toEqual(['-:reload']);
  });

  it('cuts off a client whose queue passes the bound, and only that one', () => {
    newHub();
    const slow = attach();
    const fast = attach();
    slow.writableLength = 1001;
    hub!.publish({ id: 1, event: deal(1) });
    expect(slow.destroyed).toBe(true);
    expect(fast.destroyed).toBe(false);
    expect(hub!.clients).toBe(1);
    hub!.publish({ id: 2, event: deal(2) });
    expect(slow.messages).toEqual(['1:deal']);
    expect(fast.messages).toEqual(['1:deal', '2:deal']);
  });

  it('beats on idle streams, forgets closed ones, and ends them all on close', () => {
    vi.useFakeTimers();
    try {
      newHub({ heartbeatMs: 1000 });
      const client = attach();
      const gone = attach();
      gone.emit('close');
      vi.advanceTimersByTime(2000);
      expect(client.written.match(/^:\n\n/gm)).toHaveLength(2);
      expect(hub!.clients).toBe(1);
      hub!.close();
      expect(client.ended).toBe(true);
      expect(client.socket.destroy).toHaveBeenCalled();
      const late = attach();
      expect(late.destroyed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

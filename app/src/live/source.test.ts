import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@spur/contract';
import { eventSourceLive, manualLiveSource, type EventSourceLike } from './source';

const DEAL = '5eedde00-0000-4000-8000-000000000003';
const removed: LiveEvent = { type: 'deal_removed', deal_id: DEAL };

/** A stand-in EventSource: `send` delivers a message of a type, as the browser would. */
function fakeStream() {
  const opened: { url: string; closed: boolean; send(type: string, data: string): void }[] = [];
  const open = (url: string): EventSourceLike => {
    const handlers = new Map<string, ((message: MessageEvent<string>) => void)[]>();
    const stream = {
      url,
      closed: false,
      send: (type: string, data: string) => handlers.get(type)?.forEach((handler) => handler(new MessageEvent(type, { data }))),
    };
    opened.push(stream);
    return {
      addEventListener: (type, handler) => handlers.set(type, [...(handlers.get(type) ?? []), handler]),
      close: () => {
        stream.closed = true;
      },
    };
  };
  return { opened, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('eventSourceLive', () => {
  it('opens one stream for every listener once the backend is ready, and closes it with the last', async () => {
    const { opened, open } = fakeStream();
    let ready!: () => void;
    const source = eventSourceLive('/api/deals/events', { open, ready: () => new Promise<void>((resolve) => (ready = resolve)) });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = source.subscribe(first);
    const stopSecond = source.subscribe(second);
    await settle();
    expect(opened).toHaveLength(0);
    ready();
    await settle();
    expect(opened.map((stream) => stream.url)).toEqual(['/api/deals/events']);
    opened[0]!.send('deal_removed', JSON.stringify(removed));
    expect(first).toHaveBeenCalledWith(removed);
    expect(second).toHaveBeenCalledWith(removed);
    stopFirst();
    expect(opened[0]!.closed).toBe(false);
    stopSecond();
    expect(opened[0]!.closed).toBe(true);
  });

  it('ignores messages that are not valid events, and a listener that throws does not stop the others', async () => {
    const { opened, open } = fakeStream();
    const source = eventSourceLive('/events', { open });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const listener = vi.fn();
    source.subscribe(failing);
    source.subscribe(listener);
    await settle();
    opened[0]!.send('deal_removed', 'not json');
    opened[0]!.send('deal_removed', JSON.stringify({ type: 'deal_removed', deal_id: 'nope' }));
    expect(listener).not.toHaveBeenCalled();
    opened[0]!.send('reload', JSON.stringify({ type: 'reload' }));
    expect(failing).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith({ type: 'reload' });
  });

  it('stays silent where no stream can be opened, and never opens one for a listener that already left', async () => {
    const none = eventSourceLive('/events', { open: () => null });
    expect(() => none.subscribe(vi.fn())()).not.toThrow();
    const { opened, open } = fakeStream();
    const source = eventSourceLive('/events', { open });
    source.subscribe(vi.fn())();
    await settle();
    expect(opened).toHaveLength(0);
    const failed = eventSourceLive('/events', { open, ready: () => Promise.reject(new Error('no worker')) });
    failed.subscribe(vi.fn());
    await settle();
    expect(opened).toHaveLength(0);
  });
});

describe('manualLiveSource', () => {
  it('delivers what is emitted to the current listeners', () => {
    const source = manualLiveSource();
    const listener = vi.fn();
    const stop = source.subscribe(listener);
    expect(source.listeners).toBe(1);
    source.emit(removed);
    stop();
    source.emit({ type: 'reload' });
    expect(listener.mock.calls).toEqual([[removed]]);
    expect(source.listeners).toBe(0);
  });
});

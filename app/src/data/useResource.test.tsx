import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred, type Deferred } from '../test/fakes';
import type { ReactNode } from 'react';
import { PrerenderProvider, earlyLoads, settle, type HandedEntry, type Prerendered } from './prerender';
import { useResource, type ResourceOptions } from './useResource';

/** A loader whose calls are answered by hand: `calls[i]` is the i-th request. */
function manualLoader<T>() {
  const calls: { signal: AbortSignal; answer: Deferred<T> }[] = [];
  const load = vi.fn((signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ signal, answer });
    return answer.promise;
  });
  return { load, calls };
}

function setup<T>(initial: string, options?: ResourceOptions) {
  const loader = manualLoader<T>();
  const hook = renderHook(({ id }: { id: string }) => useResource(loader.load, [id], options), { initialProps: { id: initial } });
  return { ...loader, ...hook };
}

describe('useResource', () => {
  it('is loading, then shows the answer', async () => {
    const { result, calls } = setup<string>('a');
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]!.answer.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A', refetching: false });
  });

  it('shows a failure as an error and reports it', async () => {
    const onError = vi.fn();
    const { result, calls } = setup<string>('a', { onError });
    const failure = new Error('down');
    await act(async () => calls[0]!.answer.reject(failure));
    expect(result.current).toMatchObject({ status: 'error', error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('aborts the request when the screen is left, and ignores its late answer', async () => {
    const onError = vi.fn();
    const { calls, unmount } = setup<string>('a', { onError });
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.answer.reject(new DOMException('aborted', 'AbortError')));
    expect(onError).not.toHaveBeenCalled();
  });

  it('on new deps shows loading at once, aborts the old request and ignores its stale answer', async () => {
    const { result, calls, rerender } = setup<string>('a');
    await act(async () => calls[0]!.answer.resolve('A'));
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    rerender({ id: 'c' });
    expect(calls).toHaveLength(3);
    expect(calls[1]!.signal.aborted).toBe(true);
    await act(async () => calls[2]!.answer.resolve('C'));
    // The answer for "b" arrives last (its loader ignored the abort): it must not replace "c".
    await act(async () => calls[1]!.answer.resolve('B'));
    expect(result.current).toMatchObject({ status: 'success', data: 'C' });
  });

  it('retry() starts over from loading', async () => {
    const { result, calls } = setup<string>('a');
    await act(async () => calls[0]!.answer.reject(new Error('down')));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.answer.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A' });
  });

  it('refetch() keeps what is shown until the answer, then shows it', async () => {
    const { result, calls } = setup<string>('a');
    await act(async () => calls[0]!.answer.resolve('A1'));
    let done!: Promise<void>;
    act(() => {
      done = result.current.refetch();
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'A1', refetching: true });
    await act(async () => {
      calls[1]!.answer.resolve('A2');
      await done;
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'A2', refetching: false });
  });

  it('a failed refetch shows the error unless keepDataOnError keeps the data', async () => {
    const keepDataOnError = (error: unknown) => error instanceof Error && error.message === 'blip';
    const { result, calls } = setup<string>('a', { keepDataOnError });
    await act(async () => calls[0]!.answer.resolve('A'));
    act(() => void result.current.refetch());
    await act(async () => calls[1]!.answer.reject(new Error('blip')));
    expect(result.current).toMatchObject({ status: 'success', data: 'A', refetching: false });
    act(() => void result.current.refetch());
    await act(async () => calls[2]!.answer.reject(new Error('gone')));
    expect(result.current).toMatchObject({ status: 'error', refetching: false });
  });

  it('a refetch supersedes the request in flight', async () => {
    const { result, calls } = setup<string>('a');
    act(() => void result.current.refetch());
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.answer.resolve('old'));
    expect(result.current.status).toBe('loading');
    await act(async () => calls[1]!.answer.resolve('new'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'new' }));
  });

  it('setData() replaces the data shown', async () => {
    const { result, calls } = setup<string[]>('a');
    act(() => result.current.setData((list) => [...list, 'ignored while loading']));
    await act(async () => calls[0]!.answer.resolve(['x', 'y']));
    act(() => result.current.setData((list) => list.filter((item) => item !== 'x')));
    expect(result.current).toMatchObject({ status: 'success', data: ['y'] });
  });
});

describe('useResource with data rendered on the server (prerender)', () => {
  const handedSetup = <T,>(entries: Map<string, HandedEntry>, collect?: Prerendered['collect']) => {
    const loader = manualLoader<T>();
    const value: Prerendered = collect ? { entries, collect } : { entries };
    const wrapper = ({ children }: { children: ReactNode }) => <PrerenderProvider value={value}>{children}</PrerenderProvider>;
    const hook = renderHook(({ id }: { id: string }) => useResource(loader.load, [id], { prerender: `thing ${id}` }), { initialProps: { id: 'a' }, wrapper });
    return { ...loader, ...hook };
  };

  it('starts from the handed answer without loading, then forgets it: the next visit loads', () => {
    const entries = new Map<string, HandedEntry>([['thing a', { status: 'success', data: 'A from the server' }]]);
    const { result, calls, unmount } = handedSetup<string>(entries);
    expect(result.current).toMatchObject({ status: 'success', data: 'A from the server' });
    expect(calls).toHaveLength(0);
    expect(entries.size).toBe(0);
    unmount();
    const again = handedSetup<string>(entries);
    expect(again.result.current.status).toBe('loading');
    expect(again.calls).toHaveLength(1);
  });

  it('starts from a handed failure as an error with its message; Retry loads', async () => {
    const entries = new Map<string, HandedEntry>([['thing a', { status: 'error', message: 'Failed to fetch deals: 500 Internal Server Error' }]]);
    const { result, calls } = handedSetup<string>(entries);
    expect(result.current.status).toBe('error');
    expect(result.current.status === 'error' && (result.current.error as Error).message).toBe('Failed to fetch deals: 500 Internal Server Error');
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]!.answer.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A' });
  });

  it('other parameters than the handed ones load as usual', async () => {
    const entries = new Map<string, HandedEntry>([['thing a', { status: 'success', data: 'A' }]]);
    const { result, calls, rerender } = handedSetup<string>(entries);
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]!.answer.resolve('B'));
    expect(result.current).toMatchObject({ status: 'success', data: 'B' });
  });

  it('on the server, asks for what it was not handed, under its prerender key', () => {
    const collect = vi.fn();
    const { result } = handedSetup<string>(new Map(), collect);
    expect(result.current.status).toBe('loading');
    expect(collect).toHaveBeenCalledWith('thing a', expect.any(Function));
  });
});

describe('useResource while hydrating HTML rendered without its data (earlyLoads)', () => {
  const hydratingSetup = <T,>(loads = earlyLoads()) => {
    const loader = manualLoader<T>();
    const value: Prerendered = { entries: new Map(), collect: loads.collect, claim: loads.claim };
    const wrapper = ({ children }: { children: ReactNode }) => <PrerenderProvider value={value}>{children}</PrerenderProvider>;
    const hook = renderHook(({ id }: { id: string }) => useResource(loader.load, [id], { prerender: `thing ${id}` }), { initialProps: { id: 'a' }, wrapper });
    return { ...loader, ...hook, loads };
  };

  it('shows the load the render started, without asking again', async () => {
    const { result, calls } = hydratingSetup<string>();
    expect(calls).toHaveLength(1);
    expect(result.current.status).toBe('loading');
    await act(async () => calls[0]!.answer.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A' });
    expect(calls).toHaveLength(1);
  });

  it('shows its failure with Retry, which loads afresh', async () => {
    const { result, calls } = hydratingSetup<string>();
    await act(async () => calls[0]!.answer.reject(new Error('down')));
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.answer.resolve('A'));
    expect(result.current).toMatchObject({ status: 'success', data: 'A' });
  });

  it('aborts it when the screen is left', () => {
    const { calls, unmount } = hydratingSetup<string>();
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('once hydration is over, loads on mount as usual, and other parameters load as usual', async () => {
    const loads = earlyLoads();
    loads.close();
    const { result, calls, rerender } = hydratingSetup<string>(loads);
    expect(calls).toHaveLength(1);
    rerender({ id: 'b' });
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.answer.resolve('B'));
    expect(result.current).toMatchObject({ status: 'success', data: 'B' });
  });
});

describe('earlyLoads', () => {
  it('starts each key once, hands it over once, and after close() starts nothing and aborts what nobody took', () => {
    const loads = earlyLoads();
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return Promise.reject(new Error('nobody listens'));
    });
    loads.collect('a', load);
    loads.collect('a', load);
    loads.collect('b', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loads.claim('a')?.controller.signal).toBe(signals[0]);
    expect(loads.claim('a')).toBeUndefined();
    loads.close();
    expect(signals[0]!.aborted).toBe(false);
    expect(signals[1]!.aborted).toBe(true);
    loads.collect('c', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('settle', () => {
  it('keeps an answer, and a failure as its message', async () => {
    expect(await settle(Promise.resolve([1]))).toEqual({ status: 'success', data: [1] });
    expect(await settle(Promise.reject(new Error('down')))).toEqual({ status: 'error', message: 'down' });
  });
});

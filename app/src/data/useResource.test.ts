import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred, type Deferred } from '../test/fakes';
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

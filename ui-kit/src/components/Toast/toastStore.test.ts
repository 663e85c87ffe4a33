import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  dismissToast,
  getToasts,
  resetToasts,
  toast,
  useToast,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
} from './toastStore';

beforeEach(() => resetToasts());
afterEach(() => {
  vi.useRealTimers();
  resetToasts();
});

describe('toast store', () => {
  it('has the constants of SPEC §9', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('adds an open toast and returns its handle', () => {
    const handle = toast({ title: 'Profile Updated' });
    expect(handle.id).toEqual(expect.any(String));
    expect(getToasts()).toEqual([{ id: handle.id, title: 'Profile Updated', open: true }]);
  });

  it('keeps only TOAST_LIMIT toasts: a new one replaces the old', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive' });
  });

  it('gives every toast a new id', () => {
    const a = toast({ title: 'A' });
    const b = toast({ title: 'B' });
    expect(a.id).not.toBe(b.id);
  });

  it('dismiss closes the toast; it leaves the store after TOAST_REMOVE_DELAY', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'Booking Cancelled' });
    handle.dismiss();
    expect(getToasts()[0]).toMatchObject({ id: handle.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismissing twice does not restart the removal delay', () => {
    vi.useFakeTimers();
    const handle = toast({ title: 'Twice' });
    handle.dismiss();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    dismissToast(handle.id);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY / 2);
    expect(getToasts()).toHaveLength(0);
  });

  it('dismissToast() without an id closes every toast', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(getToasts().every((t) => !t.open)).toBe(true);
  });

  it('a toast replaced by a newer one is not removed later by its old timer', () => {
    vi.useFakeTimers();
    const old = toast({ title: 'Old' });
    old.dismiss();
    const fresh = toast({ title: 'Fresh' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToasts()).toEqual([expect.objectContaining({ id: fresh.id, open: true })]);
  });

  it('update changes the content but keeps id and open state', () => {
    const handle = toast({ title: 'Sending...' });
    handle.update({ title: 'Message Sent!', description: 'Thank you for contacting us.' });
    expect(getToasts()[0]).toEqual({ id: handle.id, title: 'Message Sent!', description: 'Thank you for contacting us.', open: true });
    handle.update({ id: 'other', open: false } as never);
    expect(getToasts()[0]).toMatchObject({ id: handle.id, open: true });
  });

  it('update of a removed toast is ignored', () => {
    const handle = toast({ title: 'Gone' });
    resetToasts();
    handle.update({ title: 'Back?' });
    expect(getToasts()).toHaveLength(0);
  });

  it('resetToasts empties the store and cancels pending removals', () => {
    vi.useFakeTimers();
    toast({ title: 'A' }).dismiss();
    resetToasts();
    expect(getToasts()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('useToast re-renders with the store', () => {
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts).toHaveLength(0);
    let id = '';
    act(() => {
      id = result.current.toast({ title: 'Hello' }).id;
    });
    expect(result.current.toasts).toEqual([{ id, title: 'Hello', open: true }]);
    act(() => result.current.dismiss(id));
    expect(result.current.toasts[0]?.open).toBe(false);
  });
});

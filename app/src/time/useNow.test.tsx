import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SAMPLE_NOW } from '@spur/demo-data';
import { msUntilNextTick, NowProvider, useNow, viewerTimeZone } from './useNow';

function Clock({ interval }: { interval?: number }) {
  const now = useNow(interval);
  return <p>{now.toISOString()}</p>;
}

describe('msUntilNextTick', () => {
  it('aligns to the interval', () => {
    expect(msUntilNextTick(60_000 * 10 + 15_000, 60_000)).toBe(45_000);
    expect(msUntilNextTick(60_000 * 10, 60_000)).toBe(60_000);
    expect(msUntilNextTick(1_250, 1_000)).toBe(750);
  });
});

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T20:00:30.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks on the minute', () => {
    render(<Clock />);
    expect(screen.getByText('2026-11-24T20:00:30.000Z')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(29_000));
    expect(screen.getByText('2026-11-24T20:00:30.000Z')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByText('2026-11-24T20:01:00.000Z')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('2026-11-24T20:02:00.000Z')).toBeInTheDocument();
  });

  it('ticks every second when asked (a countdown), never less often than a minute', () => {
    render(<Clock interval={1000} />);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByText('2026-11-24T20:00:31.000Z')).toBeInTheDocument();
  });

  it('a NowProvider fixes the clock: no ticking', () => {
    render(
      <NowProvider now={SAMPLE_NOW}>
        <Clock />
      </NowProvider>,
    );
    act(() => void vi.advanceTimersByTime(120_000));
    expect(screen.getByText(SAMPLE_NOW.toISOString())).toBeInTheDocument();
  });
});

describe('viewerTimeZone', () => {
  it('is the runtime’s zone', () => {
    expect(viewerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

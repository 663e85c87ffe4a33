/**
 * The app's clock for screens that show times relative to now ("Starts in 40 min", a hold's
 * countdown). `useNow(intervalMs)` re-renders at least once a minute, aligned to the minute (or
 * every `intervalMs`, aligned to it), so every card on a page ticks together.
 *
 * Stories and tests fix the clock with `<NowProvider now={SAMPLE_NOW}>`: the hook then returns
 * that instant and never ticks, so what renders is stable.
 *
 * A server render (and the browser's hydration of it) shows the server's instant and zone
 * (`ssr/environment.tsx`); the browser's own follow at once.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRenderEnvironment } from '../ssr/environment';

const MINUTE_MS = 60_000;

/** A fixed instant (stories, tests), or null for the real clock. */
const NowContext = createContext<Date | null>(null);
/** A fixed viewer time zone (stories, tests), or null for the browser's. */
const ZoneContext = createContext<string | null>(null);

/**
 * Fixes the clock (`now`; null: the real one) and, optionally, the viewer's time zone (`zone`;
 * default the browser's) for what renders inside: stories and tests render the same everywhere.
 */
export function NowProvider({ now, zone = null, children }: { now: Date | null; zone?: string | null; children: ReactNode }) {
  return (
    <NowContext.Provider value={now}>
      <ZoneContext.Provider value={zone}>{children}</ZoneContext.Provider>
    </NowContext.Provider>
  );
}

/** Milliseconds until the next multiple of `intervalMs` since the epoch (never 0). */
export function msUntilNextTick(nowMs: number, intervalMs: number): number {
  return intervalMs - (nowMs % intervalMs) || intervalMs;
}

/**
 * The current time, re-rendering on every tick of `intervalMs` (at most a minute: longer values
 * are capped), aligned to the interval so a minute label changes on the minute.
 */
export function useNow(intervalMs: number = MINUTE_MS): Date {
  const fixed = useContext(NowContext);
  const renderedAt = useRenderEnvironment()?.now;
  const serverNow = useMemo(() => (renderedAt === undefined ? null : new Date(renderedAt)), [renderedAt]);
  const interval = Math.min(Math.max(intervalMs, 250), MINUTE_MS);
  const [now, setNow] = useState(() => fixed ?? new Date());

  useEffect(() => {
    if (fixed) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, msUntilNextTick(Date.now(), interval));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [fixed, interval]);

  return fixed ?? serverNow ?? now;
}

/**
 * The current instant at the moment of a call (the fixed one under a NowProvider): for what an
 * action sends, such as the amount of a checkout, which must be the price of that very moment
 * rather than of the last tick.
 */
export function useCurrentTime(): () => Date {
  const fixed = useContext(NowContext);
  return useCallback(() => fixed ?? new Date(), [fixed]);
}

/** The viewer's time zone: the one a NowProvider fixes, else the browser's. */
export function useViewerTimeZone(): string | undefined {
  const rendered = useRenderEnvironment();
  return useContext(ZoneContext) ?? (rendered ? rendered.zone : viewerTimeZone());
}

/** The viewer's own IANA time zone (the browser's), or undefined when unknown. */
export function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

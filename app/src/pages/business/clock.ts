/**
 * "Now" for the dashboard's expiry badges. Rendering never reads the wall clock directly, so that
 * stories can pin it to the story backend's fixed instant (`setDashboardClock`) and their visual
 * baselines do not change as real days pass.
 */
let now: () => number = () => Date.now();

/** The current time in ms, as the dashboard sees it. */
export function dashboardNow(): number {
  return now();
}

/** Replaces the dashboard's clock; returns a function putting the previous one back. */
export function setDashboardClock(clock: () => number): () => void {
  const previous = now;
  now = clock;
  return () => {
    now = previous;
  };
}

/** True when the deal has an end date at or before `at`. */
export function isExpired(expiresAt: string | null | undefined, at: number): boolean {
  if (!expiresAt) return false;
  const end = new Date(expiresAt).getTime();
  return Number.isFinite(end) && end <= at;
}

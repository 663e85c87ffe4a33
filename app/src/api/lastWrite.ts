/**
 * When this tab last changed something through the API. The browser may reuse catalogue answers
 * for a while (CATALOGUE_CACHE_SECONDS), so reads soon after a write revalidate: the visitor sees
 * their own change. Kept in sessionStorage (memory when storage is unavailable) because a booking
 * crosses full page loads (the checkout's redirects, /success) that would forget a variable.
 */
const LAST_WRITE_KEY = 'spur:last-write-at';
let inMemory = Number.NEGATIVE_INFINITY;

export function lastWriteAt(): number {
  try {
    const stored = Number(sessionStorage.getItem(LAST_WRITE_KEY) ?? Number.NaN);
    if (Number.isFinite(stored)) return Math.max(stored, inMemory);
  } catch {
    // Storage unavailable: memory only.
  }
  return inMemory;
}

/** Records a write at `at` (epoch ms); `-Infinity` forgets it. */
export function setLastWriteAt(at: number) {
  inMemory = at;
  try {
    if (Number.isFinite(at)) sessionStorage.setItem(LAST_WRITE_KEY, String(at));
    else sessionStorage.removeItem(LAST_WRITE_KEY);
  } catch {
    // Storage unavailable: memory only.
  }
}

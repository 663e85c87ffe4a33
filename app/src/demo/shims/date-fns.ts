/**
 * Stand-in for `date-fns` in the demo build (vite.config.ts aliases it here).
 *
 * @mswjs/data's date comparators `require('date-fns')` for `compareAsc` alone; CommonJS cannot be
 * tree-shaken, so the whole library (~90 KB) came along. Same contract as date-fns 2's
 * `compareAsc`: -1, 0 or 1, NaN when either side is not a date or a number (strings included).
 */
function time(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' ? value : Number.NaN;
}

export function compareAsc(left: unknown, right: unknown): number {
  const diff = time(left) - time(right);
  return diff < 0 ? -1 : diff > 0 ? 1 : diff;
}

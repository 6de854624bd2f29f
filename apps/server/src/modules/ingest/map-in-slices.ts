import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * `items.map(fn)` a slice at a time, letting the event loop run between slices: a page's
 * mapping, made ready while the page before it is written, then holds up that page's statements
 * (and the search API) for a slice's time rather than the page's.
 */
export async function mapInSlices<T, U>(
  items: readonly T[],
  fn: (item: T) => U,
  size = 100,
): Promise<U[]> {
  const out: U[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    const end = Math.min(start + size, items.length);
    for (let index = start; index < end; index++) out.push(fn(items[index]!));
  }
  return out;
}

import { LruCache } from '../../../lru-cache';
import type { ListingFilter } from '../listing-query';

/** A filter as a cache key; null when the answer depends on the clock (open houses). */
export function filterKey(filter: ListingFilter): string | null {
  return filter.openHouse === undefined ? JSON.stringify([filter.conditions, filter.areas]) : null;
}

/**
 * Answers of recent searches and clusters, valid while the index is unchanged. Popular views (a
 * site's default search, the map's first viewport) are asked for by every visitor; any change to
 * the index makes every entry stale, so an answer is never older than the data.
 */
export class ResultCache<T extends NonNullable<unknown>> {
  private readonly entries: LruCache<string, T>;
  private version = -1;

  constructor(capacity: number) {
    this.entries = new LruCache({ maxEntries: capacity });
  }

  /** The cached answer for `key` at this index version, or a fresh one from `compute`. */
  get(version: number, key: string, compute: () => T): T {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const found = this.entries.get(key);
    if (found !== undefined) return found;
    const value = compute();
    this.entries.set(key, value);
    return value;
  }

  /** Forgets one answer (an answer that failed). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}

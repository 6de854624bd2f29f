import { LruCache } from '../lru-cache';

/**
 * Values kept for a short time under a key, at most `max` of them (the least recently used go
 * first when full): for work a page does again and again for the same answer.
 */
export class ShortLivedCache<T> {
  private readonly entries: LruCache<string, { at: number; value: T }>;

  constructor(
    private readonly ttlMs: number,
    max: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.entries = new LruCache({ maxEntries: max });
  }

  /** The value kept under `key`, wrapped (so that a kept null or undefined is told apart). */
  get(key: string): { value: T } | undefined {
    const entry = this.entries.get(key);
    return entry && this.clock() - entry.at < this.ttlMs ? { value: entry.value } : undefined;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { at: this.clock(), value });
  }
}

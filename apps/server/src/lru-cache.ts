/**
 * The server's one kind of cache: bounded by a number of entries (and, when given, a total size),
 * it drops the least recently used entry first. A thin wrapper of the `lru-cache` package, so that
 * every cache keeps the same policy and the package is named in one place.
 * https://github.com/isaacs/node-lru-cache#readme
 */
import { LRUCache } from 'lru-cache';

export interface LruOptions<K, V> {
  /** The most entries kept. */
  maxEntries: number;
  /** The most total size kept, as `sizeOf` measures each entry (bytes, say). */
  maxSize?: number;
  /** An entry's size, for `maxSize`. */
  sizeOf?: (value: V, key: K) => number;
  /** Told of each entry that leaves: dropped for room, deleted, replaced or cleared. */
  onRemove?: (value: V, key: K) => void;
}

export class LruCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<K, V>;

  constructor(options: LruOptions<K, V>) {
    const { maxSize, sizeOf, onRemove } = options;
    this.cache = new LRUCache<K, V>({
      max: options.maxEntries,
      ...(maxSize !== undefined && sizeOf
        ? {
            maxSize,
            // The package counts sizes of at least 1.
            sizeCalculation: (value: V, key: K) => Math.max(1, sizeOf(value, key)),
          }
        : {}),
      ...(onRemove ? { dispose: (value: V, key: K) => onRemove(value, key) } : {}),
    });
  }

  get size(): number {
    return this.cache.size;
  }

  /** The entry, now the most recently used. */
  get(key: K): V | undefined {
    return this.cache.get(key);
  }

  /** The entry, leaving its place in the order as it was. */
  peek(key: K): V | undefined {
    return this.cache.peek(key);
  }

  has(key: K): boolean {
    return this.cache.has(key);
  }

  /**
   * Keeps the entry as the most recently used, dropping the least recently used ones beyond the
   * bounds. An entry larger than `maxSize` by itself is not kept.
   */
  set(key: K, value: V): void {
    this.cache.set(key, value);
  }

  delete(key: K): void {
    this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }
}

import { LruCache } from '../../lru-cache';

/** A least-recently-used cache of rendered images, bounded by entry count and total bytes. */
export class MediaCache {
  private readonly entries: LruCache<string, Buffer>;

  constructor(maxEntries = 2_000, maxBytes = 48 * 1024 * 1024) {
    this.entries = new LruCache({
      maxEntries,
      maxSize: maxBytes,
      sizeOf: (buffer) => buffer.length,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Buffer | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Buffer): void {
    this.entries.set(key, value);
  }
}

/** A least-recently-used cache of rendered images, bounded by entry count and total bytes. */
export class MediaCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 2_000,
    private readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      // A Map iterates in insertion order: re-inserting marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

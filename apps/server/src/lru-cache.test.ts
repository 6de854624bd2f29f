import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

const keys = <V extends object | number>(cache: LruCache<string, V>, all: string[]) =>
  all.filter((k) => cache.has(k));

describe('the server cache', () => {
  it('drops the least recently used entry when full, a read counting as a use', () => {
    const cache = new LruCache<string, number>({ maxEntries: 3 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    // b was used least recently: a was read after it.
    expect(keys(cache, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(cache.size).toBe(3);
  });

  it('keeps the rest when full, rather than emptying itself', () => {
    const cache = new LruCache<number, number>({ maxEntries: 100 });
    for (let i = 0; i < 1_000; i++) cache.set(i, i);
    expect(cache.size).toBe(100);
    expect(cache.get(999)).toBe(999);
    expect(cache.get(900)).toBe(900);
    expect(cache.get(899)).toBeUndefined();
  });

  it('leaves the order as it was on a peek', () => {
    const cache = new LruCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.peek('a')).toBe(1);
    cache.set('c', 3);
    expect(keys(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });

  it('bounds the total size, dropping the oldest until the new entry fits', () => {
    const cache = new LruCache<string, Buffer>({
      maxEntries: 10,
      maxSize: 10,
      sizeOf: (buffer) => buffer.length,
    });
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.set('c', Buffer.alloc(4));
    expect(keys(cache, ['a', 'b', 'c'])).toEqual(['b', 'c']);
    // An empty entry counts as 1: it is kept, as a cache of empty answers must.
    cache.set('empty', Buffer.alloc(0));
    expect(cache.get('empty')?.length).toBe(0);
    // An entry larger than the whole bound is not kept, and the others stay.
    cache.set('huge', Buffer.alloc(11));
    expect(cache.has('huge')).toBe(false);
    expect(keys(cache, ['b', 'c'])).toEqual(['b', 'c']);
  });

  it('tells of every entry that leaves: dropped, deleted, replaced or cleared', () => {
    const removed: string[] = [];
    const cache = new LruCache<string, number>({
      maxEntries: 2,
      onRemove: (value, key) => removed.push(`${key}=${value}`),
    });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.delete('b');
    cache.set('c', 4);
    cache.set('d', 5);
    cache.clear();
    expect(removed).toEqual(['a=1', 'b=2', 'c=3', 'c=4', 'd=5']);
    expect(cache.size).toBe(0);
  });
});

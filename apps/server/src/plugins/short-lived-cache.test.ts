import { describe, expect, it } from 'vitest';
import { ShortLivedCache } from './short-lived-cache';

describe('a short-lived cache', () => {
  it('keeps a value, null included, until its time is up', () => {
    let now = 1_000;
    const cache = new ShortLivedCache<string | null>(60_000, 10, () => now);
    cache.set('a', 'page');
    cache.set('b', null);
    expect(cache.get('a')).toEqual({ value: 'page' });
    expect(cache.get('b')).toEqual({ value: null });
    expect(cache.get('c')).toBeUndefined();
    now += 60_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the least recently used value when full, and keeps the others', () => {
    const cache = new ShortLivedCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toEqual({ value: 1 });
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ value: 1 });
    expect(cache.get('c')).toEqual({ value: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import { markersThatFit, priceLabelWidth } from './marker-collisions';

const box = (key: string, x: number, y: number) => ({ key, x, y, width: 60, height: 26 });

describe('price markers on the map', () => {
  it('keep their labels when they do not touch, first result first when they would', () => {
    expect(markersThatFit([box('a', 0, 0), box('b', 100, 0), box('c', 0, 40)])).toEqual(
      new Set(['a', 'b', 'c']),
    );
    // b sits half on a, c half on b: a wins over b, and c (clear of a) keeps its label.
    expect(markersThatFit([box('a', 0, 0), box('b', 30, 10), box('c', 70, 20)])).toEqual(
      new Set(['a', 'c']),
    );
  });

  it('never leave two kept labels overlapping, whatever the points', () => {
    const boxes = Array.from({ length: 200 }, (_, i) =>
      box(String(i), (i * 37) % 300, (i * 53) % 200),
    );
    const kept = boxes.filter((b) => markersThatFit(boxes).has(b.key));
    for (const a of kept)
      for (const b of kept)
        if (a !== b) {
          const apart = Math.abs(a.x - b.x) >= 62 || Math.abs(a.y - b.y) >= 28;
          expect(apart).toBe(true);
        }
  });

  it('measure a price label by its characters', () => {
    expect(priceLabelWidth('$1.25m')).toBeGreaterThan(priceLabelWidth('$900k') - 1);
  });
});

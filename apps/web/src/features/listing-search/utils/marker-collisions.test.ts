import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clusterDiameter,
  markersThatFit,
  mergeOverlappingClusters,
  priceLabelWidth,
} from './marker-collisions';

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

describe('cluster circles on the map', () => {
  const circle = (key: string, x: number, y: number, count: number) => ({
    keys: [key],
    x,
    y,
    count,
  });

  it('stay apart when they do not touch, and become one where they would', () => {
    // 44 px circles 50 px apart keep their place; 30 px apart they merge at the weighted middle.
    expect(mergeOverlappingClusters([circle('a', 0, 0, 10), circle('b', 50, 0, 10)])).toHaveLength(
      2,
    );
    const [merged, ...rest] = mergeOverlappingClusters([
      circle('a', 0, 0, 30),
      circle('b', 30, 0, 10),
    ]);
    expect(rest).toEqual([]);
    expect(merged).toEqual({ keys: ['a', 'b'], x: 7.5, y: 0, count: 40 });
  });

  it('merge again when a merged circle grows into a neighbour', () => {
    // c is 50 px from a and from b, clear of both (44 px circles); a+b make 100 listings, whose
    // circle grows to 56 px at (15, 0) and now reaches c, 48 px away.
    const merged = mergeOverlappingClusters([
      circle('a', 0, 0, 50),
      circle('b', 30, 0, 50),
      circle('c', 15, 48, 5),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.count).toBe(105);
  });

  it('never leave two circles overlapping, and lose no listing, whatever the clusters', () => {
    const clusters = fc.array(
      fc.record({
        x: fc.integer({ min: 0, max: 1280 }),
        y: fc.integer({ min: 0, max: 800 }),
        count: fc.integer({ min: 2, max: 5000 }),
      }),
      { maxLength: 80 },
    );
    fc.assert(
      fc.property(clusters, (list) => {
        const drawn = mergeOverlappingClusters(
          list.map((c, i) => circle(String(i), c.x, c.y, c.count)),
        );
        for (const a of drawn)
          for (const b of drawn)
            if (a !== b) {
              const apart = (clusterDiameter(a.count) + clusterDiameter(b.count)) / 2;
              expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(apart);
            }
        const total = (items: readonly { count: number }[]) =>
          items.reduce((n, c) => n + c.count, 0);
        expect(total(drawn)).toBe(total(list));
        expect(drawn.flatMap((c) => c.keys).sort()).toEqual(list.map((_, i) => String(i)).sort());
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREEHAND_SIMPLIFY_TOLERANCE,
  closeFreehandPath,
  isValidPolygonRing,
} from './freehand-path';
import type { Position } from './geo-params';

describe('freehand drawing (public-site.md §4, §9)', () => {
  it('simplifies with tolerance 0.001', () => {
    expect(FREEHAND_SIMPLIFY_TOLERANCE).toBe(0.001);
  });

  it('closes the path into a polygon and drops wiggles smaller than the tolerance', () => {
    const path: Position[] = [
      [0, 0],
      [0.5, 0.0001],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    const ring = closeFreehandPath(path);
    expect(ring).toEqual({
      ok: true,
      value: [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    });
  });

  it('refuses a path with fewer than 3 distinct points', () => {
    expect(
      closeFreehandPath([
        [0, 0],
        [1, 1],
      ]).ok,
    ).toBe(false);
    expect(closeFreehandPath([]).ok).toBe(false);
  });

  it('checks polygon rings: at least 4 positions and closed (§5)', () => {
    expect(
      isValidPolygonRing([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe(true);
    expect(
      isValidPolygonRing([
        [0, 0],
        [1, 0],
        [0, 0],
      ]),
    ).toBe(false);
    expect(
      isValidPolygonRing([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(false);
  });

  it('gives a valid ring or an error for any path', () => {
    const point = fc.tuple(
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.double({ min: -90, max: 90, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (path) => {
        const ring = closeFreehandPath(path);
        if (ring.ok) expect(isValidPolygonRing(ring.value)).toBe(true);
        else expect(ring.error).toMatch(/drawn|polygon/);
      }),
    );
  });
});

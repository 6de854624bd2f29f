import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_POLYGON_POSITIONS,
  MAX_RADIUS_MILES,
  MAX_RING_BAND_EDGES,
  ringBandOf,
  ringBands,
} from './area-limits';
import { closeFreehandPath } from './freehand-path';
import { formatPoly, parsePoly, parseRadius, type Position } from './geo-params';

const square: Position[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
  [0, 0],
];

describe('area limits', () => {
  it('quotes the limits: 500 positions, 96 edges in a band, 250 miles', () => {
    expect(MAX_POLYGON_POSITIONS).toBe(500);
    expect(MAX_RING_BAND_EDGES).toBe(96);
    expect(MAX_RADIUS_MILES).toBe(250);
  });

  it('refuses a polygon of 501 positions before reading its numbers', () => {
    const text = Array.from({ length: 501 }, () => 'x y').join(',');
    expect(parsePoly(text)).toEqual({
      ok: false,
      error: 'a polygon may have at most 500 positions (it has 501)',
    });
  });

  it('refuses a radius over 250 miles, in miles or kilometres', () => {
    expect(parseRadius('250').ok).toBe(true);
    expect(parseRadius('251').ok).toBe(false);
    expect(parseRadius('402km').ok).toBe(true);
    expect(parseRadius('403km').ok).toBe(false);
  });

  it('puts every edge in each band its latitudes reach', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -1, max: 1, noNaN: true }),
            fc.double({ min: -1, max: 1, noNaN: true }),
          ),
          {
            minLength: 3,
            maxLength: 40,
          },
        ),
        fc.double({ min: -1, max: 1, noNaN: true }),
        (points, lat) => {
          const ring = [...points, points[0]!] as Position[];
          const bands = ringBands(ring);
          const band = bands.bands[ringBandOf(bands, lat)]!;
          ring.forEach(([, a], i) => {
            const b = ring[i === 0 ? ring.length - 1 : i - 1]![1];
            if (Math.min(a, b) <= lat && lat <= Math.max(a, b)) expect(band).toContain(i);
          });
        },
      ),
    );
  });

  it('keeps a freehand drawing of thousands of points within the limits', () => {
    const path: Position[] = Array.from({ length: 5000 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 5000;
      const wiggle = 1 + 0.05 * Math.sin(angle * 400);
      return [wiggle * Math.cos(angle), wiggle * Math.sin(angle)];
    });
    const ring = closeFreehandPath(path);
    expect(ring.ok).toBe(true);
    if (ring.ok) expect(parsePoly(formatPoly(ring.value)).ok).toBe(true);
    expect(parsePoly(formatPoly(square)).ok).toBe(true);
  });
});

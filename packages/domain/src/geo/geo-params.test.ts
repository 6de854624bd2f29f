import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBox,
  formatGeohashParam,
  formatNear,
  formatPoly,
  formatRadius,
  parseBox,
  parseGeohashParam,
  parseNear,
  parsePoly,
  parseRadius,
  radiusInMeters,
  type Position,
} from './geo-params';

const lon = fc
  .double({ min: -180, max: 180, noNaN: true, noDefaultInfinity: true })
  .map((n) => n + 0);
const lat = fc
  .double({ min: -90, max: 90, noNaN: true, noDefaultInfinity: true })
  .map((n) => n + 0);
const anyText = fc.oneof(fc.string(), fc.stringMatching(/^[-\d., a-z]{0,40}$/));

describe('poly: "lon lat,lon lat,..."', () => {
  it('reads a closed ring', () => {
    expect(parsePoly('-121.5 38.5,-121.4 38.5,-121.4 38.6,-121.5 38.5')).toEqual({
      ok: true,
      value: [
        [-121.5, 38.5],
        [-121.4, 38.5],
        [-121.4, 38.6],
        [-121.5, 38.5],
      ],
    });
  });

  it('needs at least 4 positions and a closed ring (public-site.md §5)', () => {
    expect(parsePoly('0 0,1 0,0 0')).toEqual({
      ok: false,
      error: 'a polygon needs at least 4 positions',
    });
    expect(parsePoly('0 0,1 0,1 1,0 1')).toEqual({
      ok: false,
      error: 'a polygon must end where it starts',
    });
    expect(parsePoly('0 0,1,1 1,0 0')).toEqual({
      ok: false,
      error: 'poly position 2 must be "lon lat"',
    });
    expect(parsePoly('0 0,200 0,1 1,0 0').ok).toBe(false);
  });

  it('round-trips any closed ring', () => {
    const ring = fc
      .array(fc.tuple(lon, lat), { minLength: 3, maxLength: 12 })
      .map((points): Position[] => [...points, points[0] as Position]);
    fc.assert(
      fc.property(ring, (r) => {
        expect(parsePoly(formatPoly(r))).toEqual({ ok: true, value: r });
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof parsePoly(text).ok).toBe('boolean');
      }),
    );
  });
});

describe('geohash: "topLeft,bottomRight"', () => {
  it('reads and writes the pair', () => {
    expect(parseGeohashParam('9qce3c2wjhcc,9qc6xyzzzzzz')).toEqual({
      ok: true,
      value: { topLeft: '9qce3c2wjhcc', bottomRight: '9qc6xyzzzzzz' },
    });
    expect(parseGeohashParam('9qce').ok).toBe(false);
    expect(parseGeohashParam('9qca,9qce').ok).toBe(false);
  });

  it('round-trips and never throws', () => {
    const hash = fc.stringMatching(/^[0-9b-hjkmnp-z]{1,12}$/);
    fc.assert(
      fc.property(hash, hash, (topLeft, bottomRight) => {
        const pair = { topLeft, bottomRight };
        expect(parseGeohashParam(formatGeohashParam(pair))).toEqual({ ok: true, value: pair });
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof parseGeohashParam(text).ok).toBe('boolean');
      }),
    );
  });
});

describe('box: "west,south,east,north"', () => {
  it('reads a box and explains a bad one', () => {
    expect(parseBox('-121.6,38.4,-121.3,38.7')).toEqual({
      ok: true,
      value: { west: -121.6, south: 38.4, east: -121.3, north: 38.7 },
    });
    expect(parseBox('1,2,3')).toEqual({
      ok: false,
      error: 'box must be "west,south,east,north", four numbers',
    });
    expect(parseBox('0,10,1,5')).toEqual({
      ok: false,
      error: 'box: south must not be above north',
    });
  });

  it('round-trips and never throws', () => {
    fc.assert(
      fc.property(lon, lon, lat, lat, (a, b, c, d) => {
        const box = {
          west: Math.min(a, b),
          east: Math.max(a, b),
          south: Math.min(c, d),
          north: Math.max(c, d),
        };
        expect(parseBox(formatBox(box))).toEqual({ ok: true, value: box });
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof parseBox(text).ok).toBe('boolean');
      }),
    );
  });
});

describe('near: "lat,lon" and radius', () => {
  it('reads a point', () => {
    expect(parseNear('38.58,-121.49')).toEqual({ ok: true, value: { lat: 38.58, lon: -121.49 } });
    expect(parseNear('-121.49,38.58').ok).toBe(false);
  });

  it('reads "5" as miles and "8km" as kilometres', () => {
    expect(parseRadius('5')).toEqual({ ok: true, value: { distance: 5, unit: 'miles' } });
    expect(parseRadius('8km')).toEqual({ ok: true, value: { distance: 8, unit: 'kilometers' } });
    expect(parseRadius('0').ok).toBe(false);
    expect(parseRadius('far').ok).toBe(false);
    const eight = parseRadius('8km');
    expect(eight.ok && radiusInMeters(eight.value)).toBeCloseTo(8000, 6);
  });

  it('round-trips and never throws', () => {
    fc.assert(
      fc.property(lat, lon, (la, lo) => {
        expect(parseNear(formatNear({ lat: la, lon: lo }))).toEqual({
          ok: true,
          value: { lat: la, lon: lo },
        });
      }),
    );
    const radius = fc.record({
      distance: fc.double({ min: 0.001, max: 250, noNaN: true }),
      unit: fc.constantFrom('miles' as const, 'kilometers' as const),
    });
    fc.assert(
      fc.property(radius, (r) => {
        expect(parseRadius(formatRadius(r))).toEqual({ ok: true, value: r });
      }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof parseNear(text).ok).toBe('boolean');
        const radius = parseRadius(text);
        // Either not a distance, or one past the cap on what an area may cost.
        if (!radius.ok) expect(radius.error).toMatch(/radius (must be|may be at most 250 miles)/);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { boundsToGeohashPair } from './geohash-pair';
import { formatGeohashParam, parsePoly } from './geo-params';
import { combinePolygonAndBox, withMapBox } from './polygon-box';

const square = '-121.6 38.4,-121.4 38.4,-121.4 38.6,-121.6 38.6,-121.6 38.4';
const geohashOf = (north: number, south: number, east: number, west: number): string => {
  const pair = boundsToGeohashPair({ north, south, east, west });
  if (!pair.ok) throw new Error(pair.error);
  return formatGeohashParam(pair.value);
};

describe('drawn polygon and map box (public-site.md §4)', () => {
  it('makes the overlap the poly and drops the box', () => {
    const combined = combinePolygonAndBox({
      poly: square,
      geohash: geohashOf(38.7, 38.5, -121.3, -121.5),
    });
    expect(combined.geohash).toBeUndefined();
    const ring = parsePoly(combined.poly ?? '');
    if (!ring.ok) throw new Error(ring.error);
    const lons = ring.value.map(([lon]) => lon);
    const lats = ring.value.map(([, lat]) => lat);
    expect(Math.min(...lons)).toBeCloseTo(-121.5, 5);
    expect(Math.max(...lons)).toBeCloseTo(-121.4, 5);
    expect(Math.min(...lats)).toBeCloseTo(38.5, 5);
    expect(Math.max(...lats)).toBeCloseTo(38.6, 5);
  });

  it('keeps both when they do not overlap', () => {
    const filters = { poly: square, geohash: geohashOf(40, 39, -100, -101) };
    expect(combinePolygonAndBox(filters)).toBe(filters);
  });

  it('combines a map move with the drawn polygon', () => {
    const moved = withMapBox(
      { poly: square },
      { north: 38.7, south: 38.5, east: -121.3, west: -121.5 },
    );
    expect(moved.geohash).toBeUndefined();
    expect(moved.poly).not.toBe(square);
  });
});

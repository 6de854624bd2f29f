import { describe, expect, it } from 'vitest';
import { referenceDistanceMeters } from '../../../test/search-reference';
import { areaTest, haversineMeters } from './listing-geometry';

// Great-circle distances on a sphere of the mean earth radius, 6371008.8 m (public-site.md §9),
// worked out by hand: a degree along the equator or a meridian is 2π·6371008.8/360 m; along the
// 60th parallel a degree of longitude is about half that (cos 60° = 0.5); Sacramento's city hall
// (38.5816, -121.4944) lies about 21.8 km east of Davis (38.5449, -121.7405).
const KNOWN: [string, [number, number, number, number], number][] = [
  ['a degree along the equator', [0, 0, 0, 1], 111_195.08],
  ['a degree along a meridian', [0, 0, 1, 0], 111_195.08],
  ['a degree of longitude at 60° north', [60, 0, 60, 1], 55_597.01],
  ['Sacramento to Davis', [38.5816, -121.4944, 38.5449, -121.7405], 21_783.0],
];

describe('distances of the radius search', () => {
  it.each(KNOWN)('%s is as worked out by hand', (_name, [lat1, lon1, lat2, lon2], meters) => {
    expect(haversineMeters(lat1, lon1, lat2, lon2)).toBeCloseTo(meters, 0);
    // The tests' own reference holds the same figures.
    expect(referenceDistanceMeters(lat1, lon1, lat2, lon2)).toBeCloseTo(meters, 0);
  });

  it('a 22 km circle around Sacramento holds Davis and a 21.7 km one does not', () => {
    const circle = (meters: number) =>
      areaTest({ kind: 'circle', lat: 38.5816, lon: -121.4944, meters });
    expect(circle(22_000)(38.5449, -121.7405)).toBe(true);
    expect(circle(21_700)(38.5449, -121.7405)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GEOHASH_PRECISION } from './geohash-bounds';
import { boundsToGeohashPair, geohashPairCentre, geohashPairToBounds } from './geohash-pair';

const sacramento = { north: 38.7, south: 38.4, east: -121.3, west: -121.6 };

describe('bounds and geohash pairs (public-site.md §3)', () => {
  it('turns a box into its top-left and bottom-right geohashes of 12 characters', () => {
    const pair = boundsToGeohashPair(sacramento);
    expect(pair.ok).toBe(true);
    if (!pair.ok) return;
    expect(GEOHASH_PRECISION).toBe(12);
    expect(pair.value.topLeft).toHaveLength(12);
    expect(pair.value.bottomRight).toHaveLength(12);
    expect(pair.value.topLeft.startsWith('9qc')).toBe(true);
  });

  it('turns the pair back into the box', () => {
    const pair = boundsToGeohashPair(sacramento);
    if (!pair.ok) throw new Error(pair.error);
    const back = geohashPairToBounds(pair.value);
    if (!back.ok) throw new Error(back.error);
    expect(back.value.north).toBeCloseTo(38.7, 6);
    expect(back.value.west).toBeCloseTo(-121.6, 6);
  });

  it('gives the centre of a pair', () => {
    const pair = boundsToGeohashPair(sacramento);
    if (!pair.ok) throw new Error(pair.error);
    const centre = geohashPairCentre(pair.value);
    expect(centre.ok && centre.value.lat).toBeCloseTo(38.55, 6);
    expect(centre.ok && centre.value.lon).toBeCloseTo(-121.45, 6);
  });

  it('refuses boxes off the globe or upside down, and bad geohashes', () => {
    expect(boundsToGeohashPair({ ...sacramento, north: 91 }).ok).toBe(false);
    expect(boundsToGeohashPair({ ...sacramento, south: 39 })).toEqual({
      ok: false,
      error: 'south must not be above north',
    });
    expect(geohashPairToBounds({ topLeft: 'ailo', bottomRight: '9q' }).ok).toBe(false);
    expect(geohashPairToBounds({ topLeft: 'dr', bottomRight: '9q' }).ok).toBe(false);
  });

  it('round-trips any box within the cell size of a 12-character geohash', () => {
    const lat = fc.double({ min: -89.999, max: 89.999, noNaN: true });
    const lon = fc.double({ min: -179.999, max: 179.999, noNaN: true });
    fc.assert(
      fc.property(lat, lat, lon, lon, (a, b, c, d) => {
        const bounds = {
          north: Math.max(a, b),
          south: Math.min(a, b),
          east: Math.max(c, d),
          west: Math.min(c, d),
        };
        const pair = boundsToGeohashPair(bounds);
        if (!pair.ok) throw new Error(pair.error);
        const back = geohashPairToBounds(pair.value);
        if (!back.ok) throw new Error(back.error);
        expect(Math.abs(back.value.north - bounds.north)).toBeLessThan(1e-6);
        expect(Math.abs(back.value.south - bounds.south)).toBeLessThan(1e-6);
        expect(Math.abs(back.value.east - bounds.east)).toBeLessThan(1e-6);
        expect(Math.abs(back.value.west - bounds.west)).toBeLessThan(1e-6);
      }),
    );
  });

  it('gives a value or an error for any pair of texts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (topLeft, bottomRight) => {
        expect(typeof geohashPairToBounds({ topLeft, bottomRight }).ok).toBe('boolean');
      }),
    );
  });
});

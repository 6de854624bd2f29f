import ngeohash from 'ngeohash';
import { err, ok, type Result } from '../result';

/** A map box. */
export interface Bounds {
  readonly north: number;
  readonly south: number;
  readonly east: number;
  readonly west: number;
}

export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

/** A map box as two geohashes: its top-left and bottom-right corners. */
export interface GeohashPair {
  readonly topLeft: string;
  readonly bottomRight: string;
}

/** Map boxes and polygons use 12-character geohashes (public-site.md §9). */
export const GEOHASH_PRECISION = 12;

const GEOHASH_PATTERN = /^[0-9b-hjkmnp-z]{1,12}$/;

export function isGeohash(text: string): boolean {
  return GEOHASH_PATTERN.test(text);
}

/** Checks that a box lies on the globe with its south below its north and its west left of its east. */
export function validateBounds(bounds: Bounds): Result<Bounds> {
  const { north, south, east, west } = bounds;
  if (![north, south, east, west].every(Number.isFinite)) return err('bounds must be numbers');
  if (north > 90 || south < -90) return err('latitudes must be between -90 and 90');
  if (east > 180 || west < -180) return err('longitudes must be between -180 and 180');
  if (south > north) return err('south must not be above north');
  if (west > east) return err('west must not be greater than east');
  return ok(bounds);
}

/** A box as its top-left and bottom-right geohashes (§3). */
export function boundsToGeohashPair(bounds: Bounds): Result<GeohashPair> {
  const valid = validateBounds(bounds);
  if (!valid.ok) return valid;
  return ok({
    topLeft: ngeohash.encode(bounds.north, bounds.west, GEOHASH_PRECISION),
    bottomRight: ngeohash.encode(bounds.south, bounds.east, GEOHASH_PRECISION),
  });
}

/** The box spanned by a geohash pair: the outer edges of its two corner cells. */
export function geohashPairToBounds(pair: GeohashPair): Result<Bounds> {
  if (!isGeohash(pair.topLeft) || !isGeohash(pair.bottomRight)) {
    return err('a geohash has 1 to 12 characters of 0-9 and b-z without a, i, l and o');
  }
  // decode_bbox gives [south, west, north, east] of a cell.
  const [, west, north] = ngeohash.decode_bbox(pair.topLeft);
  const [south, , , east] = ngeohash.decode_bbox(pair.bottomRight);
  const bounds = { north, south, east, west };
  return validateBounds(bounds).ok
    ? ok(bounds)
    : err('the top-left geohash must lie north-west of the bottom-right one');
}

/** The centre point of a geohash pair (§3). */
export function geohashPairCentre(pair: GeohashPair): Result<LatLon> {
  const bounds = geohashPairToBounds(pair);
  if (!bounds.ok) return bounds;
  const { north, south, east, west } = bounds.value;
  return ok({ lat: (north + south) / 2, lon: (east + west) / 2 });
}

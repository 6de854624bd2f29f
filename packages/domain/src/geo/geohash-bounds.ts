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

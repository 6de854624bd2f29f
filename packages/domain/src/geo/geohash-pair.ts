// Apart from geohash-bounds.ts: the geohash library is CommonJS, which a bundle keeps whole
// wherever its module is imported, and the search screen's first paint only checks boxes.
import ngeohash from 'ngeohash';
import { err, ok, type Result } from '../result';
import {
  GEOHASH_PRECISION,
  isGeohash,
  validateBounds,
  type Bounds,
  type GeohashPair,
  type LatLon,
} from './geohash-bounds';

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

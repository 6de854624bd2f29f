// Polygon ∩ map box (public-site.md §4). Kept apart from search-area.ts because @turf/intersect
// is large: only the map imports this file, so the listing list paints without it.
import { featureCollection, polygon } from '@turf/helpers';
import { intersect } from '@turf/intersect';
import { withoutFilters, type ListingFilters } from '../filters/filter-model';
import { type Bounds } from './geohash-bounds';
import { boundsToGeohashPair, geohashPairToBounds } from './geohash-pair';
import {
  formatGeohashParam,
  formatPoly,
  parseGeohashParam,
  parsePoly,
  type Position,
} from './geo-params';

function boxRing(bounds: Bounds): Position[] {
  const { north, south, east, west } = bounds;
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/**
 * The overlap of a drawn polygon and a map box (§4), or null when they do not overlap. When the
 * overlap falls apart into several pieces, the largest ring by position count is kept.
 */
export function intersectPolygonWithBox(
  ring: readonly Position[],
  bounds: Bounds,
): readonly Position[] | null {
  if (bounds.north === bounds.south || bounds.east === bounds.west) return null;
  const overlap = intersect(
    featureCollection([
      polygon([ring.map((p) => [...p])]),
      polygon([boxRing(bounds).map((p) => [...p])]),
    ]),
  );
  if (!overlap) return null;
  const rings =
    overlap.geometry.type === 'Polygon'
      ? [overlap.geometry.coordinates[0]]
      : overlap.geometry.coordinates.map((part) => part[0]);
  const outer = rings.filter((r) => r !== undefined).sort((a, b) => b.length - a.length)[0];
  return outer ? outer.map(([lon = 0, lat = 0]) => [lon, lat] as const) : null;
}

/**
 * Combines `poly` and `geohash` by intersection (§4): when they overlap, the overlap becomes
 * `poly` and the box is dropped; otherwise both stay as they are.
 */
export function combinePolygonAndBox(filters: ListingFilters): ListingFilters {
  if (!filters.poly || !filters.geohash) return filters;
  const ring = parsePoly(filters.poly);
  const pair = parseGeohashParam(filters.geohash);
  const bounds = pair.ok ? geohashPairToBounds(pair.value) : pair;
  if (!ring.ok || !bounds.ok) return filters;
  const overlap = intersectPolygonWithBox(ring.value, bounds.value);
  if (!overlap) return filters;
  return { ...withoutFilters(filters, ['geohash']), poly: formatPoly(overlap), offset: 0 };
}

/** A map move sets the box, which is then combined with any drawn polygon. */
export function withMapBox(filters: ListingFilters, bounds: Bounds): ListingFilters {
  const pair = boundsToGeohashPair(bounds);
  if (!pair.ok) return filters;
  return combinePolygonAndBox({ ...filters, geohash: formatGeohashParam(pair.value), offset: 0 });
}

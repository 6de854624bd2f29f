import { bbox } from '@turf/bbox';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { multiPoint, point, polygon } from '@turf/helpers';
import { type Bounds } from './geohash-bounds';

export interface MappableListing {
  readonly Latitude?: number | string | null;
  readonly Longitude?: number | string | null;
  readonly InternetAddressDisplayYN?: boolean | null;
}

function coordinate(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A listing's position as lon, lat, or null when it has no usable coordinates. */
export function listingPosition(listing: MappableListing): readonly [number, number] | null {
  const lat = coordinate(listing.Latitude);
  const lon = coordinate(listing.Longitude);
  if (lat === null || lon === null || lat === 0 || lon === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return [lon, lat];
}

/**
 * A listing gets a map marker only with valid, non-zero coordinates inside the service bounds and
 * InternetAddressDisplayYN not false (public-site.md §5).
 */
export function hasMapMarker(listing: MappableListing, serviceBounds: Bounds): boolean {
  if (listing.InternetAddressDisplayYN === false) return false;
  const position = listingPosition(listing);
  if (!position) return false;
  const { north, south, east, west } = serviceBounds;
  const area = polygon([
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ]);
  return booleanPointInPolygon(point([...position]), area);
}

/** Stack members merge when both coordinate differences are under 0.00001 (§9). */
export const STACK_TOLERANCE = 0.00001;

export function isStacked(a: readonly [number, number], b: readonly [number, number]): boolean {
  return Math.abs(a[0] - b[0]) < STACK_TOLERANCE && Math.abs(a[1] - b[1]) < STACK_TOLERANCE;
}

export interface StackedGroup<T> {
  readonly models: readonly T[];
  readonly bounds: Bounds & { readonly lat: number; readonly lon: number };
}

/** Groups listings whose positions stack; listings without a position are left out. */
export function groupStackedListings<T extends MappableListing>(
  listings: readonly T[],
): readonly StackedGroup<T>[] {
  const groups: {
    anchor: readonly [number, number];
    models: T[];
    positions: [number, number][];
  }[] = [];
  for (const listing of listings) {
    const position = listingPosition(listing);
    if (!position) continue;
    const group = groups.find((g) => isStacked(g.anchor, position));
    if (group) {
      group.models.push(listing);
      group.positions.push([...position]);
    } else groups.push({ anchor: position, models: [listing], positions: [[...position]] });
  }
  return groups.map(({ anchor, models, positions }) => {
    const [west, south, east, north] = bbox(multiPoint(positions));
    return { models, bounds: { north, south, east, west, lat: anchor[1], lon: anchor[0] } };
  });
}
